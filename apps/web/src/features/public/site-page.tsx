import { Navigate, useParams } from 'react-router-dom';
import { getSite } from '@prana/catalogue';
import { ComingSoon } from '../../components/coming-soon.tsx';

/** /sites/:siteId: one of the three sites; an unknown id goes to /availability (spec §8). */
export function SitePage() {
  const { siteId = '' } = useParams();
  const site = getSite(siteId);
  if (!site) return <Navigate to="/availability" replace />;
  return <ComingSoon page="site" title={site.name} />;
}
