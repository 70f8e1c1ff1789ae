// Which of the member's lines a screen shows (§4: the first line is selected
// on load): the one the link names (?coverage=) when it is one of them, else
// the first active one (an ended plan pays nothing new), else the first.

export interface ChoosableLine {
  /** 'sub-pol-div-cert', the value of ?coverage=. */
  key: string;
  isTerminated: boolean;
}

export function chosenLine<Line extends ChoosableLine>(lines: readonly Line[], requestedKey: string | null): Line | undefined {
  const named = requestedKey === null ? undefined : lines.find((line) => line.key === requestedKey);
  return named ?? lines.find((line) => !line.isTerminated) ?? lines[0];
}
