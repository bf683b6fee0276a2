import { useMemo } from "react";
import styled from "styled-components";
import { encode } from "uqr";
import { theme } from "../theme/theme";

const Box = styled.figure`
  display: grid;
  justify-items: center;
  gap: ${theme.space.xs};
  margin: 0;
  svg {
    width: min(200px, 60vw);
    height: auto;
    background: #fff;
    shape-rendering: crispEdges;
  }
  figcaption {
    color: ${theme.color.textSecondary};
    font-size: ${theme.font.size.xs};
    font-family: ui-monospace, "SFMono-Regular", Menlo, monospace;
    overflow-wrap: anywhere;
  }
`;

/**
 * A QR code of `value` (an interview's check-in, a student's activation letter) as an SVG drawn from uqr's modules (no markup from a string), black on
 * white with a quiet zone, readable by a phone camera from a screen or paper. `label` is what a
 * screen reader says; `caption` prints under it (the code, for typing when a camera fails).
 */
export function QrCode({
  value,
  label,
  caption,
}: {
  value: string;
  label: string;
  caption?: string;
}) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: "M", border: 2 });
    let d = "";
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { size: qr.size, path: d };
  }, [value]);
  return (
    <Box>
      <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label}>
        <path d={path} fill="#000" />
      </svg>
      {caption && <figcaption>{caption}</figcaption>}
    </Box>
  );
}
