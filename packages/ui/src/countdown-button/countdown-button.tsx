import { useIntl } from "@campus/core";
import { forwardRef, useEffect, useState, type MouseEvent } from "react";
import styled from "styled-components";
import { Button, type ButtonProps } from "../button/button";

export interface CountdownButtonProps extends Omit<ButtonProps, "onClick" | "loading"> {
  /** How long the user waits before asking again (spec §5: not given; 60 s by default). */
  seconds?: number;
  /**
   * Sends the code. If it returns a promise, the button shows it is busy and the wait starts
   * when the promise resolves — for as many seconds as it resolves with when that is a number
   * (the server's own wait), else `seconds`; if it rejects, the button is usable again at once
   * (the caller shows the error).
   */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  /** Starts waiting as soon as it appears (the page has just sent a code). */
  startOnMount?: boolean;
}

const TICK_MS = 250;

const StyledButton = styled(Button)`
  font-variant-numeric: tabular-nums;
`;

/**
 * "Send verification code", then "Resend in 59 s" until the wait is over. The remaining time
 * is counted from a deadline, not from ticks, so a throttled background tab stays right.
 */
export const CountdownButton = forwardRef<HTMLButtonElement, CountdownButtonProps>(
  function CountdownButton(
    { seconds = 60, onClick, startOnMount = false, children, disabled, ...rest },
    ref,
  ) {
    const intl = useIntl();
    const [deadline, setDeadline] = useState<number | null>(() =>
      startOnMount ? Date.now() + seconds * 1000 : null,
    );
    const [remaining, setRemaining] = useState(startOnMount ? seconds : 0);
    const [sending, setSending] = useState(false);

    useEffect(() => {
      if (deadline === null) return;
      const timer = setInterval(() => {
        const left = Math.ceil((deadline - Date.now()) / 1000);
        if (left > 0) setRemaining(left);
        else setDeadline(null);
      }, TICK_MS);
      return () => clearInterval(timer);
    }, [deadline]);

    const start = (wait = seconds) => {
      setRemaining(wait);
      setDeadline(Date.now() + wait * 1000);
    };

    const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
      const result = onClick?.(event);
      if (!(result instanceof Promise)) {
        start();
        return;
      }
      setSending(true);
      result.then(
        (answer: unknown) => {
          setSending(false);
          start(typeof answer === "number" && answer > 0 ? Math.ceil(answer) : seconds);
        },
        () => setSending(false),
      );
    };

    const waiting = deadline !== null;
    return (
      <StyledButton
        ref={ref}
        disabled={disabled || waiting}
        loading={sending}
        onClick={handleClick}
        {...rest}
      >
        {waiting
          ? intl.formatMessage({ id: "ui.countdownButton.wait" }, { seconds: remaining })
          : (children ?? intl.formatMessage({ id: "ui.countdownButton.send" }))}
      </StyledButton>
    );
  },
);
