import { useIntl } from "@campus/core";
import { useEffect, useState } from "react";

/**
 * A chosen file as it will be sent, before it is (an Upload's `review.preview`): an image shown
 * from the file itself, its address revoked when it goes; anything else shows nothing more
 * than the row's name and size. Its own module: only the screens that review a file load it.
 */
export function FilePreview({ file }: { file: File }) {
  const intl = useIntl();
  const [url, setUrl] = useState<string>();
  const image = file.type.startsWith("image/");
  useEffect(() => {
    if (!image) return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file, image]);
  return (
    url && (
      <img
        src={url}
        alt={intl.formatMessage({ id: "ui.upload.previewOf" }, { name: file.name })}
        style={{ gridColumn: "1 / -1", maxWidth: "100%", maxHeight: 240 }}
      />
    )
  );
}
