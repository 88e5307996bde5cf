import type { Product } from '@monstory/contracts/payments';
import { useTranslation } from 'react-i18next';
import { cx } from '../components/cx';
import { formatMoney } from './money';

interface ProductChoiceProps {
  name: string;
  products: readonly Product[];
  value: string | null;
  onChange: (productId: string) => void;
  /** Credits the blocked feature needs: packs that cover it are marked. */
  creditsNeeded: number;
  label: string;
}

/** The overlay's products as a radio group of cards: a plan's first month, or a pack's price. */
export function ProductChoice({
  name,
  products,
  value,
  onChange,
  creditsNeeded,
  label,
}: ProductChoiceProps) {
  const { t, i18n } = useTranslation('shop');
  const money = (product: Product, amount: number) =>
    formatMoney(amount, product.currency, i18n.language);

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">{label}</legend>
      {products.map((product) => {
        const checked = product.id === value;
        const isPlan = product.kind === 'SUBSCRIPTION';
        const title = isPlan ? product.name : t('packs.credits', { count: product.credits });
        const detail = isPlan
          ? t('overlay.planPrice', {
              first: money(product, product.introductoryAmount ?? product.amount),
              price: money(product, product.amount),
            })
          : money(product, product.amount);
        return (
          <label
            key={product.id}
            className={cx(
              'flex min-h-touch cursor-pointer items-center gap-3 rounded-control border-2 px-4 py-3 transition duration-200 ease-calm',
              'has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-accent',
              checked ? 'border-premium bg-premium/10' : 'border-line hover:border-premium/60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={product.id}
              checked={checked}
              onChange={() => onChange(product.id)}
              className="size-5 shrink-0 accent-premium"
            />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-extrabold">{title}</span>
              <span className="text-sm text-ink-muted">
                {isPlan ? t('plans.credits', { count: product.credits }) : detail}
              </span>
              {/* Under the credits, not beside them: side by side, both squeeze to a word a
                  line on a phone. */}
              {isPlan && <span className="text-sm font-bold text-premium">{detail}</span>}
            </span>
            {!isPlan && creditsNeeded > 0 && product.credits >= creditsNeeded && (
              <span className="rounded-full bg-premium px-2 py-0.5 text-xs font-extrabold text-on-premium">
                {t('overlay.covers')}
              </span>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}

/** The pack to offer first: the smallest that covers what is needed, else the largest. */
export function suggestedPack(packs: readonly Product[], creditsNeeded: number): Product | null {
  const sorted = [...packs].sort((a, b) => a.credits - b.credits);
  return sorted.find((pack) => pack.credits >= creditsNeeded) ?? sorted.at(-1) ?? null;
}

/** The plan to offer first: Premium, which gives the most. */
export function suggestedPlan(plans: readonly Product[]): Product | null {
  return plans.find((plan) => plan.plan === 'PREMIUM') ?? plans[0] ?? null;
}
