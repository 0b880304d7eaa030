/**
 * Text that may hold what a client sent (a path, a slug, an error message quoting either) made
 * safe for the log: every control character (CR and LF, which would start a forged log line; ESC,
 * which drives a terminal) is written as its escape, and the text is cut at `max` characters.
 */
export function logSafe(text: string, max = 500): string {
  const escaped = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return escaped.length > max ? `${escaped.slice(0, max)}…` : escaped;
}

/**
 * An error for the log: its name and message made safe (they may quote input), then its stack's
 * frames, which name only code, each on its own line.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return logSafe(String(error));
  const head = `${error.name}: ${error.message}`;
  const stack = error.stack ?? '';
  // A stack that does not start with the message is kept, on one line, as it cannot be split safely.
  if (!stack.startsWith(head)) return `${logSafe(head)} ${logSafe(stack, 4000)}`;
  return logSafe(head) + stack.slice(head.length).split('\n').map((line) => logSafe(line)).join('\n');
}
