import { readLoginReturn } from '@shortlist/domain/users';
import { useSearchParams } from 'react-router';
import { LandingRedirect } from '../../react/LandingRedirect.tsx';
import { NavigateAcrossApps } from '../../react/NavigateAcrossApps.tsx';

/** §2: after sign-in the user returns to `url` and `search` when present, else to their landing route. */
export function AfterSignIn() {
  const [searchParams] = useSearchParams();
  const target = readLoginReturn(searchParams);
  if (target !== null) return <NavigateAcrossApps to={target} />;
  return <LandingRedirect />;
}
