import { chromium, type Browser } from "@playwright/test";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { chromium as chromiumFlags } from "../chromium";

/*
 * A phone's camera for the journeys: a Y4M file (raw YUV 4:2:0 frames) Chromium's fake camera
 * plays in a loop, showing a code in black on white mid-picture; and a Chromium that uses it
 * and grants the camera without asking.
 */

const [WIDTH, HEIGHT] = [640, 480];

/** Writes the camera's film to `file`: `rows` of modules (true is dark), `scale` pixels each. */
export async function cameraFilm(file: string, rows: boolean[][], scale: number): Promise<string> {
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  const left = Math.floor((WIDTH - rows[0]!.length * scale) / 2);
  const top = Math.floor((HEIGHT - rows.length * scale) / 2);
  if (left < 0 || top < 0) throw new Error("the code is wider than the camera's picture");
  rows.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++) {
        const at = (top + y * scale + dy) * WIDTH + left + x * scale;
        luma.fill(16, at, at + scale);
      }
    }),
  );
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`),
      ...Array.from({ length: 10 }, () => frame),
    ]),
  );
  return file;
}

/** A Chromium whose camera shows `film`. */
export function browserWithCamera(film: string): Promise<Browser> {
  return chromium.launch({
    ...chromiumFlags,
    args: [
      ...chromiumFlags.args,
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${film}`,
    ],
  });
}
