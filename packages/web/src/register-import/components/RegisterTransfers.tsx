import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useInjection } from '../../ui/container-context';
import { REGISTER_TRANSFER_TYPES } from '../identifiers';
import type { ImportStaging } from '../store/ImportStaging';
import type { RegisterExport } from '../store/RegisterExport';
import { ExportMenu } from './ExportMenu';
import { ImportAssets } from './ImportAssets';
import { StagingScreen } from './StagingScreen';
import '../register-import.css';

/**
 * Export Assets and Import Assets of the register's header (spec 2.3), with the reading's progress and the staging
 * screen they open. Their stores come from the container (register/bindings.ts), over the tab's own RegisterStore.
 */
export const RegisterTransfers = observer(function RegisterTransfers() {
  const staging = useInjection<ImportStaging>(REGISTER_TRANSFER_TYPES.ImportStaging);
  const exporter = useInjection<RegisterExport>(REGISTER_TRANSFER_TYPES.RegisterExport);
  const importButton = useRef<HTMLButtonElement>(null);
  // The staging belongs to the tab it was opened on: leaving the tab (another tab, another report) drops it.
  useEffect(() => () => staging.leave(), [staging]);
  return (
    // One cluster: when the header wraps, the two buttons move to the next line together.
    <div className="register-transfers">
      <ExportMenu exporter={exporter} />
      <ImportAssets staging={staging} buttonRef={importButton} />
      {staging.staged && <StagingScreen staging={staging} returnFocus={importButton} />}
    </div>
  );
});
