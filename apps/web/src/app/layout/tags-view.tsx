import { useEffect, useState, type MouseEvent } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  closeAllViews,
  closeOtherViews,
  closeView,
  refreshCurrentView,
  useVisitedViews,
  type VisitedView,
} from './tags-store';
import { currentViewKey } from './view-key';

/** Spec section 9: the right-click menu is 105 wide. */
export const CONTEXT_MENU_WIDTH = 105;

interface ContextMenuState {
  x: number;
  y: number;
  view: VisitedView;
}

/** Visited pages (shown when enabled in the settings); affixed tags cannot be closed. */
export function TagsView({ firstPath }: { firstPath: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const currentKey = currentViewKey(pathname, search);
  const views = useVisitedViews();
  const [menu, setMenu] = useState<ContextMenuState | null>(null);

  useEffect(() => {
    if (!menu) return;
    const close = () => setMenu(null);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('click', close);
    document.addEventListener('contextmenu', close, true);
    document.addEventListener('keydown', onKey);
    window.addEventListener('resize', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('contextmenu', close, true);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', close);
    };
  }, [menu]);

  const goToLast = (remaining: VisitedView[]) => {
    const last = remaining[remaining.length - 1];
    void navigate(last ? last.fullPath : (firstPath ?? '/'));
  };

  const close = (view: VisitedView) => {
    if (view.affix) return;
    const remaining = closeView(view.key);
    if (view.key === currentKey) goToLast(remaining);
  };

  const closeOthers = (view: VisitedView) => {
    closeOtherViews(view.key);
    if (view.key !== currentKey) void navigate(view.fullPath);
  };

  const closeAll = () => {
    const remaining = closeAllViews();
    if (!remaining.some((v) => v.key === currentKey)) goToLast(remaining);
  };

  const refresh = (view: VisitedView) => {
    if (view.key === currentKey) refreshCurrentView();
    else void navigate(view.fullPath);
  };

  const openMenu = (event: MouseEvent, view: VisitedView) => {
    event.preventDefault();
    event.stopPropagation();
    const maxX = window.innerWidth - CONTEXT_MENU_WIDTH - 4;
    setMenu({ x: Math.min(event.clientX, maxX), y: event.clientY, view });
  };

  const run = (action: (view: VisitedView) => void) => () => {
    if (menu) action(menu.view);
    setMenu(null);
  };

  return (
    <nav className="tags-view" data-testid="tags-view" aria-label={t('layout.tagsViewLabel')}>
      <div className="tags-view-scroll">
        {views.map((view) => {
          const active = view.key === currentKey;
          const title = view.label ?? t(view.title);
          return (
            <Link
              key={view.key}
              to={view.fullPath}
              title={view.label ? `${t(view.title)} ${view.label}` : undefined}
              className={active ? 'tags-view-item is-active' : 'tags-view-item'}
              data-testid="tag"
              data-path={view.path}
              data-key={view.key}
              data-affix={view.affix ? 'true' : undefined}
              aria-current={active ? 'page' : undefined}
              onContextMenu={(event) => openMenu(event, view)}
              onMouseUp={(event) => {
                if (event.button === 1) close(view);
              }}
            >
              <span className="tags-view-title">{title}</span>
              {!view.affix && (
                <span
                  role="button"
                  tabIndex={0}
                  className="tags-view-close"
                  aria-label={`${t('layout.tagClose')} ${title}`}
                  onClick={(event) => {
                    event.preventDefault();
                    event.stopPropagation();
                    close(view);
                  }}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      event.stopPropagation();
                      close(view);
                    }
                  }}
                >
                  <CloseOutlined />
                </span>
              )}
            </Link>
          );
        })}
      </div>
      {menu && (
        <ul
          className="tags-contextmenu"
          role="menu"
          data-testid="tags-contextmenu"
          style={{ left: menu.x, top: menu.y, width: CONTEXT_MENU_WIDTH }}
          onClick={(event) => event.stopPropagation()}
        >
          <li role="menuitem" tabIndex={-1} onClick={run(refresh)}>
            {t('layout.tagRefresh')}
          </li>
          {!menu.view.affix && (
            <li role="menuitem" tabIndex={-1} onClick={run(close)}>
              {t('layout.tagClose')}
            </li>
          )}
          <li role="menuitem" tabIndex={-1} onClick={run(closeOthers)}>
            {t('layout.tagCloseOthers')}
          </li>
          <li role="menuitem" tabIndex={-1} onClick={run(closeAll)}>
            {t('layout.tagCloseAll')}
          </li>
        </ul>
      )}
    </nav>
  );
}
