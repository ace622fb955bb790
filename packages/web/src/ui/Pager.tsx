import { canJump, isJumpBoxShown, isPagerShown, pageItems, parseJumpPage } from '@taxdep/domain/paging';
import { useState } from 'react';

/**
 * The pager of docs/product/asset-register.md "Footer" from the domain's pager model: numbered pages with ellipses (shown only with more
 * than 1 page) and the page-jump box with Go (only above 25 records; Go disabled outside 1..pages).
 */
export function Pager(props: {
  page: number;
  pages: number;
  totalRecords: number;
  onPage: (page: number) => void;
  testId?: string;
}) {
  const { page, pages } = props;
  const [jump, setJump] = useState('');
  const go = () => {
    const target = parseJumpPage(jump, pages);
    if (target === null) return;
    props.onPage(target);
    setJump('');
  };
  return (
    <div className="pager" data-testid={props.testId ?? 'pager'}>
      {isPagerShown(pages) && (
        <nav aria-label="Pages">
          <ul className="pager-pages">
            <li>
              <button
                type="button"
                className="pager-button"
                aria-label="Previous page"
                disabled={page <= 1}
                onClick={() => props.onPage(page - 1)}
              >
                ‹
              </button>
            </li>
            {pageItems(page, pages).map((item) =>
              item.kind === 'ellipsis' ? (
                <li key={`gap-${item.after}`} className="pager-ellipsis" aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={item.page}>
                  <button
                    type="button"
                    className={item.page === page ? 'pager-button pager-current' : 'pager-button'}
                    aria-label={`Page ${item.page}`}
                    aria-current={item.page === page ? 'page' : undefined}
                    data-testid={`page-${item.page}`}
                    onClick={() => props.onPage(item.page)}
                  >
                    {item.page}
                  </button>
                </li>
              ),
            )}
            <li>
              <button
                type="button"
                className="pager-button"
                aria-label="Next page"
                disabled={page >= pages}
                onClick={() => props.onPage(page + 1)}
              >
                ›
              </button>
            </li>
          </ul>
        </nav>
      )}
      {/* Issue 16 item 6: a single page has nowhere to jump to, whatever the record count. */}
      {isJumpBoxShown(props.totalRecords) && isPagerShown(pages) && (
        <form
          className="pager-jump"
          onSubmit={(event) => {
            event.preventDefault();
            go();
          }}
        >
          <input
            type="text"
            inputMode="numeric"
            aria-label="Go to page"
            data-testid="page-jump"
            value={jump}
            onChange={(event) => setJump(event.target.value)}
          />
          <button
            type="submit"
            className="button button-small"
            disabled={!canJump(jump, pages)}
            data-testid="page-jump-go"
          >
            Go
          </button>
        </form>
      )}
    </div>
  );
}
