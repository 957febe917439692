import { Navigate, useParams } from 'react-router-dom';
import { ComingSoon } from '../../components/coming-soon.tsx';
import type { PageKey } from '../../lib/i18n/resources.ts';

const POLICY_PAGES: Record<string, PageKey> = {
  flexible: 'policyFlexible',
  refund: 'policyRefund',
  terms: 'policyTerms',
  privacy: 'policyPrivacy',
};

/** /policies/:policy: flexible, refund, terms or privacy; anything else goes home. */
export function PolicyPage() {
  const { policy = '' } = useParams();
  const page = Object.hasOwn(POLICY_PAGES, policy) ? POLICY_PAGES[policy] : undefined;
  if (!page) return <Navigate to="/" replace />;
  return <ComingSoon page={page} />;
}
