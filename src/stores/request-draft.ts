// The request in the making: the products the customer asked about (SPEC.md §4 "With
// simplified_order, only a request modal opens"), kept while the page lives so asking about a
// second dish adds it to the same request. The cart names the product when it opens the request.
import { makeAutoObservable } from 'mobx';
import { withAskedProduct } from '../domain/request.ts';

export class RequestDraft {
  productIds: number[] = [];

  constructor() {
    makeAutoObservable(this);
  }

  ask(id: number) {
    this.productIds = withAskedProduct(this.productIds, id);
  }
  remove(id: number) {
    this.productIds = this.productIds.filter((x) => x !== id);
  }
  clear() {
    this.productIds = [];
  }
}
