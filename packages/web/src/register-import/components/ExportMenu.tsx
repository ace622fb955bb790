import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { RegisterExport } from '../store/RegisterExport';

/** The menu's least width (register-import.css `.export-menu-list`), with a margin to the window's edge. */
const MENU_ROOM = 296;

/** The menu's items in order, for the arrow keys. */
function itemsOf(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"], [role="menuitemradio"]') ?? []);
}

/**
 * The FY of the schedules (issue 25 item 6; docs/api.md "Exports", "Which FY"): the report's current FY and the two
 * before it, as radio items of the menu (WAI-ARIA menuitemradio); choosing one keeps the menu open.
 */
const YearChoice = observer(function YearChoice(props: { exporter: RegisterExport; labelId: string }) {
  const { exporter, labelId } = props;
  const years = exporter.financialYears;
  if (years.length === 0) return null;
  return (
    <>
      <hr className="export-menu-separator" />
      <div id={labelId} className="export-menu-group-label" aria-hidden="true">
        Financial year of the schedules
      </div>
      {years.map((year, i) => (
        <button
          key={year}
          type="button"
          role="menuitemradio"
          aria-checked={exporter.chosenFinancialYear === year}
          tabIndex={-1}
          className="export-menu-item export-menu-year"
          aria-describedby={labelId}
          data-testid={`export-year-${year}`}
          onClick={() => exporter.chooseFinancialYear(year)}
        >
          <span aria-hidden="true">{exporter.chosenFinancialYear === year ? '● ' : '○ '}</span>
          FY{year}
          {i === 0 ? ' (current)' : ''}
        </button>
      ))}
    </>
  );
});

/**
 * Export Assets (spec 2.3) as a menu button (WAI-ARIA menu button pattern): Enter, Space or ArrowDown opens it on the
 * first item, the arrows, Home and End move, Escape closes it back on the button, Tab or a click outside closes it.
 */
export const ExportMenu = observer(function ExportMenu(props: { exporter: RegisterExport }) {
  const { exporter } = props;
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  // Under the button's right edge, as a header menu opens, unless that would leave the window: when the header wraps
  // and the button starts a line, the menu opens from its left edge instead.
  const [startAligned, setStartAligned] = useState(false);
  useLayoutEffect(() => {
    if (open) setStartAligned((buttonRef.current?.getBoundingClientRect().right ?? 0) < MENU_ROOM);
  }, [open]);

  // Issue 23 item 7: the owners' schedules follow the owners as General Info last saved them, read as the menu opens.
  useEffect(() => {
    if (open) void exporter.readOwners();
  }, [exporter, open]);

  useEffect(() => {
    if (!open) return;
    itemsOf(menuRef.current)[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = itemsOf(menuRef.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      items[(index + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div className="export-menu" ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className="button button-secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={exporter.downloading !== null || undefined}
        data-testid="export-assets"
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        Export Assets <span aria-hidden="true">▾</span>
      </button>
      {exporter.downloading && (
        <span className="export-progress" role="status" data-testid="export-downloading">
          Downloading {exporter.downloading.label}…
        </span>
      )}
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Export Assets"
          className={startAligned ? 'export-menu-list export-menu-list-start' : 'export-menu-list'}
          onKeyDown={onMenuKeyDown}
          data-testid="export-menu"
        >
          {exporter.groups.map((group, index) => (
            // A group's heading describes its items (aria-describedby) rather than naming a role="group", which the
            // lint would have as a <fieldset>, a form control's group, not a menu's.
            <div key={group.label} role="none" className="export-menu-group">
              {index === 1 && <YearChoice exporter={exporter} labelId={`${menuId}-years`} />}
              {index > 0 && <hr className="export-menu-separator" />}
              <div id={`${menuId}-${index}`} className="export-menu-group-label" aria-hidden="true">
                {group.label}
              </div>
              {group.choices.map((choice) => (
                <button
                  key={choice.id}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className="export-menu-item"
                  aria-describedby={`${menuId}-${index}`}
                  disabled={exporter.downloading !== null}
                  data-testid={`export-${choice.id}`}
                  onClick={() => {
                    close();
                    void exporter.download(choice);
                  }}
                >
                  {choice.label}
                </button>
              ))}
            </div>
          ))}
        </div>
      )}
    </div>
  );
});
