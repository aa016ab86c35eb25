import { useEffect } from "react";
import { useLocation } from "react-router";

function toggleOf(id: string): HTMLInputElement | null {
  const element = document.getElementById(id);
  return element instanceof HTMLInputElement ? element : null;
}

/**
 * The mobile drawer is a checkbox (it works without JavaScript). With JavaScript it also closes
 * after a client-side navigation (which would otherwise leave it open over the new page), on
 * Escape (focus returns to the toggle) and on a click beside it.
 */
export function useDrawer(toggleId: string, drawerId: string): void {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => {
    const box = toggleOf(toggleId);
    if (box) box.checked = false;
  }, [location.key, toggleId]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const box = toggleOf(toggleId);
      if (event.key !== "Escape" || !box?.checked) return;
      box.checked = false;
      box.focus();
    }
    function onClick(event: MouseEvent) {
      const box = toggleOf(toggleId);
      const target = event.target;
      if (!box?.checked || !(target instanceof Node)) return;
      if (target === box || document.getElementById(drawerId)?.contains(target)) return;
      box.checked = false;
    }
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("click", onClick);
    };
  }, [toggleId, drawerId]);
}
