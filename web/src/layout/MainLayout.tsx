import { Outlet } from 'react-router';
import { SiteFrame } from './SiteFrame';

/** Element of the root route: the shared frame around the matched page. */
export function MainLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}
