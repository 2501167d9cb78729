import { Outlet } from 'react-router';
import { RouteRobotsMeta } from '../../head/robots';
import { SiteFrame, type SiteFrameParts } from './SiteFrame';

/** Element of the root route: the shared frame around the matched page. */
export function MainLayout({ parts }: { parts: SiteFrameParts }) {
  return (
    <SiteFrame parts={parts}>
      <RouteRobotsMeta />
      <Outlet />
    </SiteFrame>
  );
}
