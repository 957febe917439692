import { useTranslation } from 'react-i18next';
import { formatIdr, stayLength } from '@prana/domain';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStayQuote } from '../api/pricing.ts';

interface StayPriceProps {
  slug: string;
  checkIn: string | null;
  checkOut: string | null;
}

/**
 * The chosen stay's price from the api (each night at its own rate: base, season or override), or
 * the minimum these dates need when the stay is shorter. Nothing without a stay.
 */
export function StayPrice({ slug, checkIn, checkOut }: StayPriceProps) {
  const { t } = useTranslation('public');
  const { language } = useLanguage();
  const nights = checkIn && checkOut ? stayLength(checkIn, checkOut) : 0;
  const quote = useStayQuote(slug, checkIn, checkOut, nights > 0);
  const stay = quote.data?.stay;
  if (nights === 0) return null;
  return (
    <p role="status" data-testid="stay-price">
      {!stay ? (
        quote.isError ? null : <span className="muted">{t('card.pricing')}</span>
      ) : stay.belowMinimum ? (
        <strong>{t('card.tooShort', { count: stay.minStayNights })}</strong>
      ) : (
        <strong>{t('card.total', { amount: formatIdr(stay.total, language), count: nights })}</strong>
      )}
    </p>
  );
}
