// The shop's analytics once the customer accepted cookies (issue 17): the snippets of
// include.metrix and include.scripts run once, and the shop's e-commerce events go to the standard
// data layer (domain/analytics.ts): a product viewed, lines added and removed, the checkout opened,
// an order placed with its number and total. Nothing about the customer is sent. Made on first
// acceptance (root-store.ts loads this module then), so a shop without analytics and a customer
// who declined never load it.
import { reaction } from 'mobx';
import type { RootStore } from './root-store.ts';
import type { Product } from '../domain/model.ts';
import type { CartLine } from '../domain/cart-price.ts';
import {
  cartChanges,
  ecommerceEntry,
  snippetScripts,
  type EcommerceAction,
  type EcommerceProduct,
} from '../domain/analytics.ts';
import type { PageScripts } from '../../adapters/page-scripts.ts';

export class AnalyticsStore {
  /** The cart as last reported: changes are told as the difference. */
  private reported: Map<string, EcommerceProduct>;
  private stop: (() => void) | null = null;
  private consent: (() => void) | null = null;

  constructor(
    private root: RootStore,
    private scripts: PageScripts,
  ) {
    this.reported = this.cartNow();
  }

  /**
   * Runs the shop's snippets (once) and tells the shop's events while the customer's consent holds:
   * withdrawn (the settings sheet), nothing more is told; given again, telling resumes from the
   * cart as it is then. A snippet already running stays in this page until it is reloaded, and
   * a reload runs none (root-store.ts loads this module on consent only).
   */
  start() {
    const include = this.root.settings.settings?.include;
    this.scripts.run(snippetScripts(include?.metrix, include?.scripts));
    this.consent ??= reaction(
      () => this.allowed,
      (allowed) => (allowed ? this.tell() : this.silence()),
      { fireImmediately: true },
    );
  }

  dispose() {
    this.silence();
    this.consent?.();
    this.consent = null;
  }

  private get allowed() {
    return this.root.ui.cookieChoice === 'all';
  }

  private tell() {
    this.reported = this.cartNow();
    this.stop ??= reaction(
      () => this.cartNow(),
      (now) => {
        const changes = cartChanges(this.reported, now);
        this.reported = now;
        changes.forEach((change) => this.push(change));
      },
    );
  }

  private silence() {
    this.stop?.();
    this.stop = null;
  }

  /** A product's card opened (the product modal). */
  detail(product: Product) {
    this.push({
      kind: 'detail',
      products: [
        {
          id: String(product.id),
          name: product.name,
          price: Number(product.price) || 0,
          quantity: 1,
          ...this.category(product.categories?.[0]),
        },
      ],
    });
  }

  /** The checkout opened with the cart's lines. */
  checkout() {
    const products = [...this.cartNow().values()];
    if (products.length > 0) this.push({ kind: 'checkout', products });
  }

  /**
   * An order placed: its number, total and lines. Called before the cart is emptied; the emptying
   * that follows is the purchase, not a removal.
   */
  purchase(order: { id: number; number: string; total: number }) {
    const products = [...this.cartNow().values()];
    this.reported = new Map();
    this.push({
      kind: 'purchase',
      orderId: order.number || String(order.id),
      revenue: order.total,
      products,
    });
  }

  private push(action: EcommerceAction) {
    if (!this.allowed) return;
    this.scripts.push(ecommerceEntry(action, this.root.settings.currency));
  }

  private cartNow(): Map<string, EcommerceProduct> {
    return new Map(this.root.cart.lines.map((line) => [line.key, this.product(line)]));
  }

  private product(line: CartLine): EcommerceProduct {
    const variant = Object.values(line.variation_data ?? {}).join(', ');
    return {
      id: String(line.id),
      name: line.name,
      price: line.price,
      quantity: line.count,
      ...this.category(line.categories[0]),
      ...(variant ? { variant } : {}),
    };
  }

  private category(id: number | undefined): { category?: string } {
    const name = id === undefined ? undefined : this.root.catalog.categoryById(id)?.name;
    return name ? { category: name } : {};
  }
}
