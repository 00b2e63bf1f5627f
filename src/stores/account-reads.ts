// What the account's own screens read once they open (SPEC.md §2 /lk/…): bonus history, referral
// text, personal coupons, push history, food preferences, the fortune wheel. Not shared state: each
// screen keeps its answer in a ScreenLoad (src/ui/lk/use-load.ts); these are the actions it loads
// (and saves) with, on the signed-in customer. The types the screens show are re-exported here, so
// src/ui needs nothing of src/api.
import type { RootStore } from './root-store.ts';
import type { AccountApi, Preferences } from '../api/account-api.ts';

export type {
  BonusEntry,
  OrderSummary,
  PersonalCoupon,
  Preferences,
  PushEntry,
  ReferralInfo,
  WheelState,
} from '../api/account-api.ts';

export class AccountReads {
  constructor(
    private root: RootStore,
    private api: AccountApi,
  ) {}

  private get userId(): number {
    return this.root.user.user?.ID ?? 0;
  }
  /** The shop's texts in these answers come in the language the catalogue is shown in. */
  private get lang(): string {
    return this.root.ui.contentLanguage;
  }

  bonusHistory() {
    return this.api.bonusHistory();
  }
  referral() {
    return this.api.referral(this.lang);
  }
  coupons() {
    return this.api.coupons(this.userId, this.lang);
  }
  pushHistory() {
    return this.api.pushHistory(this.lang);
  }
  /** The food preferences' options (shop texts) and the customer's choice. */
  preferences() {
    return this.api.preferences(this.lang);
  }
  savePreferences(next: Preferences) {
    return this.api.savePreferences(next, this.lang);
  }
  wheel() {
    return this.api.wheel(this.userId, this.lang);
  }
  /** Spins at most once a day; the backend answers the same result again. */
  spinWheel() {
    return this.api.spinWheel(this.userId, this.lang);
  }
}
