import type { Localized } from '../localized.ts';

/** A guest's loyalty tier (the same values as LoyaltyTier in @prana/domain, which holds the discount rates). */
export type LoyaltyTier = 'Gold' | 'Explorer';

/** The copy of one tier on the loyalty card and badge. */
export interface LoyaltyTierCopy {
  tier: LoyaltyTier;
  /** Badge and card title. */
  name: Localized;
  description: Localized;
  lateCheckout: Localized;
}

export const LOYALTY_TIER_COPY: Readonly<Record<LoyaltyTier, LoyaltyTierCopy>> = {
  Gold: {
    tier: 'Gold',
    name: { en: 'Gold Member', id: 'Anggota Gold' },
    description: {
      en: 'Thank you for coming back. Every extra this stay is 10 percent less.',
      id: 'Terima kasih telah kembali. Setiap layanan tambahan kali ini lebih hemat 10 persen.',
    },
    lateCheckout: {
      en: 'Late checkout until 14:00, held for you when the villa is free.',
      id: 'Late check-out hingga 14:00, kami siapkan bila vila tidak dipesan tamu berikutnya.',
    },
  },
  Explorer: {
    tier: 'Explorer',
    name: { en: 'Explorer', id: 'Penjelajah' },
    description: {
      en: 'Welcome to Prana. Stay with us again to become a Gold Member.',
      id: 'Selamat datang di Prana. Menginaplah lagi untuk menjadi Anggota Gold.',
    },
    lateCheckout: {
      en: 'Late checkout on request, subject to the next arrival.',
      id: 'Late check-out bisa diminta, tergantung kedatangan tamu berikutnya.',
    },
  },
};

/** The labels of the loyalty card's rows. */
export const LOYALTY_CARD_LABELS = {
  title: { en: 'Prana loyalty', id: 'Loyalitas Prana' },
  stays: { en: 'Stays with us', id: 'Jumlah menginap' },
  extrasDiscount: { en: 'Extras discount', id: 'Diskon layanan tambahan' },
  lateCheckout: { en: 'Late checkout', id: 'Late check-out' },
} as const satisfies Record<string, Localized>;
