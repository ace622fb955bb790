import { observer } from 'mobx-react-lite';
import type { LinePages } from './LinePages';
import { Pager } from './Pager';
import { PageSizeSelect } from './PageSizeSelect';

/** The pager and "Records per page" under a table of asset lines; `onChange` loads the page chosen. */
export const LinePagesFooter = observer(function LinePagesFooter(props: {
  pages: LinePages;
  onChange: () => void;
  testId: string;
}) {
  const { pages } = props;
  return (
    <div className="figures-footer">
      <Pager
        page={pages.page}
        pages={pages.totalPages}
        totalRecords={pages.totalRecords}
        testId={props.testId}
        onPage={(page) => {
          if (pages.goTo(page)) props.onChange();
        }}
      />
      <PageSizeSelect
        value={pages.pageSize}
        onChange={(size) => {
          pages.setPageSize(size);
          props.onChange();
        }}
      />
    </div>
  );
});
