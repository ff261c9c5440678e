/**
 * Lines for the person running the build, written whole. Gatsby's reporter breaks its lines at
 * the terminal's width (80 columns in a CI log), in the middle of file names and values, and its
 * live display redraws over lines written beside it; so a production build writes them as it
 * exits, the last thing on the screen, and any other command (develop) at once.
 */
export const building = (): boolean => process.env.gatsby_executing_command === "build";

export function writeWhole(text: string, stream: NodeJS.WriteStream = process.stdout): void {
  if (building()) process.once("exit", () => stream.write(text));
  else stream.write(text);
}
