import { type RefObject, useEffect } from "react";

/**
 * Shows a <dialog> as a modal while the component is mounted (the browser keeps focus inside and
 * closes it on Escape), with focus on `first` when given. The browser hands focus back to the element
 * that opened it on close; when that element went away or focus was lost on the way (the dialog
 * unmounted while open), focus goes back to it here, or nowhere if it is gone.
 */
export function useModalDialog(
  dialog: RefObject<HTMLDialogElement | null>,
  first?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    element.showModal();
    first?.current?.focus();
    return () => {
      element.close();
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && opener?.isConnected) opener.focus();
    };
  }, [dialog, first]);
}
