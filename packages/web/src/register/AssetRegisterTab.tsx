import type { Report } from '@taxdep/domain';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useInjection, useOptionalInjection } from '../ui/container-context';
import { LoaderOverlay } from '../ui/LoaderOverlay';
import { ABANDONMENT_VIEW, DEMOLITION_VIEW, NO_ASSETS_MESSAGE, NO_MATCH_MESSAGE } from './columns';
import { AbandonmentTable } from './components/AbandonmentTable';
import { AssetTable } from './components/AssetTable';
import { DemolitionTable } from './components/DemolitionTable';
import { RegisterDialogs } from './components/RegisterDialogs';
import { RegisterFooter } from './components/RegisterFooter';
import { RegisterHeader } from './components/RegisterHeader';
import { RegisterSubheader } from './components/RegisterSubheader';
import { REGISTER_TYPES } from './identifiers';
import { PASTE_TYPES } from './paste/identifiers';
import { PasteDialog } from './paste/PasteDialog';
import { onBlockPaste } from './paste/paste-event';
import type { RegisterPaste } from './paste/RegisterPaste';
import type { RegisterStore } from './store/RegisterStore';
import './register.css';

/** The Asset Register tab (docs/product/asset-register.md) for the report route `/AssetRegister`; the report comes as props (docs/product/README.md#the-report-view-and-its-six-tabs). */
export function AssetRegisterTab(props: {
  report: Report;
  /**
   * An asset to open (issue 26 item 12: a blocked submit links each asset here): the register opens in View Errors,
   * which lists it with its errors, and brings its row into view.
   */
  focusAssetId?: number | null;
}) {
  const store = useInjection<RegisterStore>(REGISTER_TYPES.RegisterStore);
  const paste = useOptionalInjection<RegisterPaste>(PASTE_TYPES.RegisterPaste);
  const { report, focusAssetId } = props;
  useEffect(() => {
    void store.open(report).then(async () => {
      if (!focusAssetId) return;
      if (!store.errorMode) await store.toggleErrorMode();
      const row = document.querySelector<HTMLElement>(`[data-testid="asset-row-${focusAssetId}"]`);
      row?.scrollIntoView({ block: 'center' });
      row?.querySelector<HTMLElement>('input, select, button, [tabindex]')?.focus();
    });
    return () => store.close();
  }, [store, report, focusAssetId]);
  return <AssetRegister store={store} paste={paste} />;
}

const RegisterBody = observer(function RegisterBody(props: { store: RegisterStore }) {
  const { store } = props;
  if (store.rows.length === 0) {
    if (store.loading) return <LoaderOverlay label="Loading assets" />;
    return (
      <p className="register-empty" data-testid="register-empty">
        {store.hasAssets ? NO_MATCH_MESSAGE : NO_ASSETS_MESSAGE}
      </p>
    );
  }
  if (store.view === DEMOLITION_VIEW) return <DemolitionTable store={store} />;
  if (store.view === ABANDONMENT_VIEW) return <AbandonmentTable store={store} />;
  return <AssetTable store={store} />;
});

/** A reload (page, sort, search) keeps the rows in place under a cover: the page neither collapses nor jumps. */
const ReloadCover = observer(function ReloadCover(props: { store: RegisterStore }) {
  const { store } = props;
  return store.loading && store.rows.length > 0 ? <LoaderOverlay label="Loading assets" cover /> : null;
});

/** The tab's content over its store; exported for tests that build the store themselves. */
export function AssetRegister(props: { store: RegisterStore; paste?: RegisterPaste | null }) {
  const { store, paste } = props;
  return (
    <section
      className="register"
      data-testid="asset-register"
      aria-label="Asset Register"
      // Paste from Excel: a block pasted at a grid cell (./paste).
      onPaste={paste ? (event) => onBlockPaste(event, paste) : undefined}
    >
      <RegisterHeader store={store} />
      <RegisterSubheader store={store} />
      <div className="register-table-frame">
        <div className="register-table-wrap">
          <RegisterBody store={store} />
        </div>
        <ReloadCover store={store} />
      </div>
      <RegisterFooter store={store} />
      <RegisterDialogs store={store} />
      {paste && <PasteDialog paste={paste} />}
    </section>
  );
}
