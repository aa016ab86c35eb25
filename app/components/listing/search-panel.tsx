// The search box's listbox: the options in their groups, the active one marked. The ARIA combobox
// pattern: the input keeps the focus and points at the active option, so the listbox, its groups
// and options are neither focusable nor keyboard targets, and a native select cannot hold grouped
// options with thumbnails.
/* oxlint-disable jsx-a11y/prefer-tag-over-role, jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus */
import { THUMBNAIL_SIDE, thumbnailUrl } from "../../shared/image-url.ts";
import type { CatalogMessages } from "./catalog-messages.ts";
import { optionsInGroup, SEARCH_GROUPS, type SearchOption } from "./search-results.ts";

/** The element id of an option, which the input's aria-activedescendant names. */
export function searchOptionId(boxId: string, index: number): string {
  return `${boxId}-option-${index}`;
}

export function SearchPanel({
  boxId,
  open,
  options,
  active,
  messages,
  onChoose,
  onPoint,
}: {
  boxId: string;
  open: boolean;
  options: SearchOption[];
  active: number;
  messages: CatalogMessages["search"];
  onChoose: (option: SearchOption) => void;
  onPoint: (index: number) => void;
}) {
  return (
    <div
      id={`${boxId}-list`}
      role="listbox"
      aria-label={messages.label}
      className={`search-panel${open && options.length > 0 ? " is-open" : ""}`}
      // Keeps the input focused while an option is clicked, so blur does not close the panel first.
      onMouseDown={(event) => event.preventDefault()}
    >
      {SEARCH_GROUPS.map((group) => {
        const members = optionsInGroup(options, group);
        if (members.length === 0) return null;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role="group" (ARIA combobox pattern); a fieldset is for form controls.
          <div key={group} role="group" aria-labelledby={`${boxId}-${group}`} className="search-group">
            <div id={`${boxId}-${group}`} className="search-group-title" role="presentation">
              {messages[group]}
            </div>
            {members.map(({ option, index }) => (
              <SearchPanelOption
                key={option.id}
                id={searchOptionId(boxId, index)}
                option={option}
                active={index === active}
                onChoose={() => onChoose(option)}
                onPoint={() => onPoint(index)}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}

function SearchPanelOption({
  id,
  option,
  active,
  onChoose,
  onPoint,
}: {
  id: string;
  option: SearchOption;
  active: boolean;
  onChoose: () => void;
  onPoint: () => void;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works on the input (aria-activedescendant), as the combobox pattern prescribes.
    // biome-ignore lint/a11y/useFocusableInteractive: options are never focused themselves; the input keeps the focus.
    <div
      id={id}
      role="option"
      aria-selected={active}
      aria-disabled={option.disabled || undefined}
      className={`search-option${option.photoKey ? " has-photo" : ""}${active ? " is-active" : ""}${option.disabled ? " is-disabled" : ""}`}
      onClick={onChoose}
      onMouseEnter={onPoint}
    >
      {option.photoKey ? (
        <img
          className="search-option-photo"
          src={thumbnailUrl(option.photoKey)}
          alt=""
          width={THUMBNAIL_SIDE}
          height={THUMBNAIL_SIDE}
          loading="lazy"
        />
      ) : null}
      <span className="search-option-label">{option.label}</span>
      {option.detail ? <span className="search-option-detail">{option.detail}</span> : null}
    </div>
  );
}
