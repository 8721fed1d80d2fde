import { Suspense, lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PageSkeleton } from './page-skeleton';

describe('page skeleton', () => {
  it('fills the content area while a page loads, then gives way to the page', async () => {
    let show: (module: { default: () => React.ReactElement }) => void = () => undefined;
    const Page = lazy(
      () => new Promise<{ default: () => React.ReactElement }>((resolve) => (show = resolve)),
    );
    render(
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>,
    );
    const skeleton = screen.getByTestId('page-skeleton');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.textContent).toContain('Loading…');
    expect(skeleton.querySelector('.ant-skeleton')).not.toBeNull();

    show({ default: () => <p>The page</p> });
    expect(await screen.findByText('The page')).toBeTruthy();
    expect(screen.queryByTestId('page-skeleton')).toBeNull();
  });
});
