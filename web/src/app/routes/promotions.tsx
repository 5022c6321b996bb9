import { Navigate } from 'react-router';
import { paths } from '@selah/contracts/paths';

/** The station makes one offer in one place: the old advertising page leads to "Partner with us". */
export default function PromotionsPage() {
  return <Navigate to={paths.sponsorAdvertise.getHref()} replace />;
}
