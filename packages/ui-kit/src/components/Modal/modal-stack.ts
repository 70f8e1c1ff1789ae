// Open dialogs, innermost last, so Escape closes only the one on top.
const openDialogs: symbol[] = [];

export function pushDialog(): symbol {
  const dialog = Symbol('dialog');
  openDialogs.push(dialog);
  return dialog;
}

export function removeDialog(dialog: symbol): void {
  const index = openDialogs.indexOf(dialog);
  if (index !== -1) openDialogs.splice(index, 1);
}

export function isTopDialog(dialog: symbol): boolean {
  return openDialogs[openDialogs.length - 1] === dialog;
}
