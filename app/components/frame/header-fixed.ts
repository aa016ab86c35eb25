/**
 * Whether the header stays at the top while the visitor scrolls: the site's setting says so for
 * every page, or the page's own flag showFixedMenu (SPEC.md page flags) for that page.
 */
export function headerStaysInView(siteSetting: boolean, routeData: readonly unknown[]): boolean {
  return (
    siteSetting ||
    routeData.some(
      (data) => typeof data === "object" && data !== null && "showFixedMenu" in data && data.showFixedMenu === true,
    )
  );
}
