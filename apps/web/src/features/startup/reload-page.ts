/** Every "try again" on these screens starts the app afresh; tests pass their own. */
export function reloadPage(): void {
  window.location.reload();
}
