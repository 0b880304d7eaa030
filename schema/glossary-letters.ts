/**
 * How the glossary groups its terms by first letter: the same rule for the server, which pages the
 * glossary by letter groups, and for the page that shows the groups and the letter jump.
 */

/** The group for terms that start with a digit or any other non-letter. */
export const OTHER_GROUP = '#';

/** The letter-jump buttons, in the order the groups appear. */
export const JUMP_LETTERS: readonly string[] = [OTHER_GROUP, ...Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index))];

/** The group a term belongs to: its first letter in upper case (accents removed), else "#". */
export function groupLetter(term: string): string {
  const initial = term.trim().charAt(0);
  // Unicode normalization only for a non-ASCII initial: its first use loads the browser's
  // normalization data, a long pause while the glossary hydrates on a phone.
  const first = (initial < '\u0080' ? initial : term.trim().normalize('NFD').charAt(0)).toUpperCase();
  return first >= 'A' && first <= 'Z' ? first : OTHER_GROUP;
}

export interface LetterGroup<T> {
  letter: string;
  terms: T[];
}

/** Terms grouped by first letter ("#" first, then A to Z); each group keeps the order it was given. */
export function groupByLetter<T extends { term: string }>(terms: readonly T[]): LetterGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of terms) {
    const letter = groupLetter(item.term);
    const group = groups.get(letter);
    if (group) group.push(item);
    else groups.set(letter, [item]);
  }
  return JUMP_LETTERS.filter((letter) => groups.has(letter)).map((letter) => ({ letter, terms: groups.get(letter)! }));
}
