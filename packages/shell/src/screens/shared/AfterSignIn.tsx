import { readLoginReturn } from '@shortlist/domain/users';
import { Navigate, useSearchParams } from 'react-router';
import { LandingRedirect } from '../../react/LandingRedirect.tsx';

/** §2: after sign-in the user returns to `url` and `search` when present, else to their landing route. */
export function AfterSignIn() {
  const [searchParams] = useSearchParams();
  const target = readLoginReturn(searchParams);
  if (target !== null) return <Navigate replace to={target} />;
  return <LandingRedirect />;
}
