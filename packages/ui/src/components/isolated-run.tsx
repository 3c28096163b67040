export interface IsolatedRunProps {
  /** The whole text, already translated (a heading, a message). */
  text: string;
  /** A run inside it that may not share the page's direction: a path, a shopper's search words. */
  run?: string;
  /** The run's direction when it is known (a path is `ltr`); by default the run's own first letters decide. */
  dir?: "ltr" | "rtl";
}

/**
 * `text` with its last occurrence of `run` in a `<bdi>`, so the run's direction cannot reorder the
 * sentence around it: in an Arabic heading, the path "/ar/x" would read "ar/x/" and a search for
 * "/x" would read "x/". The text is unchanged (a `<bdi>` adds no characters), so it still equals a
 * document title or an accessible name built from the same string. Without `run`, or when the text
 * does not contain it, the text as is.
 */
export function IsolatedRun({ text, run, dir }: IsolatedRunProps) {
  const at = run ? text.lastIndexOf(run) : -1;
  if (!run || at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <bdi dir={dir}>{run}</bdi>
      {text.slice(at + run.length)}
    </>
  );
}
