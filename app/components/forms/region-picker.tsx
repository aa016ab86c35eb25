// "Keep me informed": the tree of regions (SPEC.md section 3) as provinces that open onto the towns
// the agency lists in, each a checkbox sending its postal code. Native <details> and checkboxes keep
// it working by keyboard and without JavaScript; with JavaScript a search box narrows the tree and a
// box per province ticks all of its towns. Towns not in the tree are typed in the field below it.
import { useEffect, useId, useRef, useState } from "react";
import type { Province, RegionGroup } from "../../domain/region-tree.ts";
import { foldForSearch } from "../../domain/slug.ts";
import { fill, fillCount } from "../../i18n/fill.ts";
import { useRootData } from "../frame/use-root-data.ts";
import { useHydrated } from "../modules/use-media.ts";
import type { RegionTreeProps } from "./region-tree-control.ts";

function initialPicks(value: unknown): Set<string> {
  if (typeof value === "string") return new Set([value]);
  return new Set(Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);
}

export function RegionPicker(props: RegionTreeProps) {
  const { field, groups, messages } = props;
  const { language } = useRootData();
  const [picked, setPicked] = useState(() => initialPicks(field.initialValue));
  // Provinces holding a pick start open, so a form sent back shows what was chosen.
  const [open, setOpen] = useState<ReadonlySet<Province>>(
    () => new Set(groups.filter((group) => group.towns.some((town) => picked.has(town.zip))).map((g) => g.province)),
  );
  const [query, setQuery] = useState("");
  // The search box and the province boxes need JavaScript: they appear once it runs.
  const enhanced = useHydrated();
  const id = useId();
  const hintId = props.hint ? `${id}-hint` : undefined;

  const folded = foldForSearch(query);
  const visible = (group: RegionGroup) =>
    folded === "" || foldForSearch(group.name).includes(folded)
      ? group.towns
      : group.towns.filter((town) => foldForSearch(town.label).includes(folded));
  const matches = groups.map((group) => ({ group, towns: visible(group) }));
  const nothingFound = folded !== "" && matches.every((match) => match.towns.length === 0);

  const toggle = (zips: string[], on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      for (const zip of zips) {
        if (on) next.add(zip);
        else next.delete(zip);
      }
      return next;
    });

  return (
    <fieldset className="form-field wide choice-group region-picker" aria-describedby={hintId}>
      <legend>{props.label}</legend>
      {props.hint ? (
        <p className="field-hint" id={hintId}>
          {props.hint}
        </p>
      ) : null}
      {enhanced ? (
        <div className="region-filter">
          <label htmlFor={`${id}-filter`}>{messages.ui.regionFilter}</label>
          <input
            id={`${id}-filter`}
            type="search"
            value={query}
            autoComplete="off"
            onChange={(event) => setQuery(event.currentTarget.value)}
            // Enter in the search box narrows the list; it must not send the form.
            onKeyDown={(event) => {
              if (event.key === "Enter") event.preventDefault();
            }}
          />
        </div>
      ) : null}
      <output className="region-no-match">{nothingFound ? messages.ui.regionNoMatch : ""}</output>
      <div className="region-groups">
        {matches.map(({ group, towns }) => {
          const count = group.towns.filter((town) => picked.has(town.zip)).length;
          const isOpen = folded !== "" ? towns.length > 0 : open.has(group.province);
          const shown = new Set(towns.map((town) => town.zip));
          return (
            <details
              key={group.province}
              className="region-group"
              open={isOpen}
              hidden={towns.length === 0}
              onToggle={(event) => {
                if (folded !== "") return;
                const nowOpen = event.currentTarget.open;
                setOpen((current) => {
                  if (current.has(group.province) === nowOpen) return current;
                  const next = new Set(current);
                  if (nowOpen) next.add(group.province);
                  else next.delete(group.province);
                  return next;
                });
              }}
            >
              <summary>
                {group.name}
                {count > 0 ? (
                  <span className="region-count"> ({fillCount(language, messages.ui.regionPicked, count)})</span>
                ) : null}
              </summary>
              {enhanced && group.towns.length > 1 ? (
                <WholeProvince
                  label={fill(messages.ui.regionAll, { province: group.name })}
                  count={count}
                  total={group.towns.length}
                  onChange={(on) =>
                    toggle(
                      group.towns.map((town) => town.zip),
                      on,
                    )
                  }
                />
              ) : null}
              <div className="choices region-towns">
                {group.towns.map((town) => (
                  <label key={town.zip} className="choice" hidden={!shown.has(town.zip)}>
                    <input
                      type="checkbox"
                      name={field.name}
                      value={town.zip}
                      checked={picked.has(town.zip)}
                      onChange={(event) => toggle([town.zip], event.currentTarget.checked)}
                    />
                    <span>{town.label}</span>
                  </label>
                ))}
              </div>
            </details>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Ticks or clears every town of a province; half-ticked while only some are. */
function WholeProvince(props: { label: string; count: number; total: number; onChange: (on: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  const some = props.count > 0 && props.count < props.total;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <label className="choice region-all">
      <input
        ref={ref}
        type="checkbox"
        checked={props.count === props.total}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
      />
      <span>{props.label}</span>
    </label>
  );
}
