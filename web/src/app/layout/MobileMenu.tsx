import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useLoadOnIntent } from './load-on-intent';

const loadDrawer = () => import('./MobileMenuDrawer');

/**
 * Below 768 px the main menu moves into a drawer opened by a burger button. The drawer's code
 * (Mantine's modal, focus trap and scroll lock) loads when the burger is first pointed at,
 * focused or pressed, not with the page.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { loaded, handlers } = useLoadOnIntent(loadDrawer);

  return (
    <>
      <Burger
        opened={opened}
        onPointerEnter={handlers.onPointerEnter}
        onFocus={handlers.onFocus}
        onClick={() => {
          handlers.onClick();
          toggle();
        }}
        hiddenFrom="sm"
        size="sm"
        aria-label={opened ? t('layout.closeMenu') : t('layout.openMenu')}
        aria-expanded={opened}
        aria-controls="mobile-menu"
      />
      {loaded && <loaded.MobileMenuDrawer opened={opened} onClose={close} />}
    </>
  );
}
