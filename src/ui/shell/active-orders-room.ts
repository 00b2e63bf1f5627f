// The room index.html keeps under the header for a returning customer's active-orders strip
// (`--active-orders-h`, page-layout.css's slot), given back once the strip has drawn, will not
// come, or its code could not load (shell.tsx's lazy import).
export function giveBackActiveOrdersRoom(): void {
  document.documentElement.style.removeProperty('--active-orders-h');
}
