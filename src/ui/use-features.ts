// The feature stores (account, coupons, bonuses, checkout) for the screens that show them. Screens
// importing this load features.ts in their own chunk, so the home page does not carry them.
import { featuresOf, type Features } from '../stores/features.ts';
import { useStores } from './store-context.tsx';

export function useFeatures(): Features {
  return featuresOf(useStores());
}
