import { useViewerKind } from '../../lib/auth/auth-context';
import { ProfileMenu } from './profile-menu';
import { ShopButton } from './shop-button';

// The top bar's right-hand slot: the shop button (registered users only) and the profile menu.
export function TopBarActions() {
  const kind = useViewerKind();
  const registered = kind === 'registered-verified' || kind === 'registered-unverified';
  return (
    <div className="flex shrink-0 items-center gap-2">
      {registered && <ShopButton />}
      <ProfileMenu />
    </div>
  );
}
