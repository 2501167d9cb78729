import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRef } from 'react';
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
  const burger = useRef<HTMLButtonElement>(null);
  // closed without choosing a page (Escape, the close button, a tap beside it): the focus goes
  // back to the burger once the drawer's focus trap has let go. Mantine's returnFocus cannot do
  // this: the drawer is mounted already open the first time, so it never saw the burger focused.
  const closeToBurger = () => {
    close();
    window.setTimeout(() => burger.current?.focus({ preventScroll: true }), 0);
  };
  // a chosen page takes the focus to its heading when it is there (page-focus.ts); until then,
  // or when the link was the current page, the burger holds it instead of <body>
  const closeForPage = () => {
    close();
    window.setTimeout(() => {
      if (document.activeElement === document.body || document.activeElement === null)
        burger.current?.focus({ preventScroll: true });
    }, 0);
  };

  return (
    <>
      <Burger
        ref={burger}
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
      />
      {loaded && (
        <loaded.MobileMenuDrawer opened={opened} onClose={closeToBurger} onNavigate={closeForPage} />
      )}
    </>
  );
}
