// A module's look (SPEC.md, Module): title size, row, width on each screen, items per row, a style
// from the site's list, and what is drawn behind it: a colour (the text takes the ink that reads on
// it; a colour on which none does is refused with that reason), a picture or a gallery of pictures,
// chosen with the site's picture field (uploaded through the photo path).
import { MAX_GALLERY_IMAGES, MODULE_BACKGROUNDS, TITLE_SIZES } from "../../../domain/admin-forms/module-forms.ts";
import { MODULE_CLASSES } from "../../../domain/module-look.ts";
import type { AdminFormTexts } from "../../../i18n/messages/admin-forms/types.ts";
import type { AdminPageModulesMessages } from "../../../i18n/messages/admin-page-modules.ts";
import type { AdminSitePicturesMessages } from "../../../i18n/messages/admin-site-pictures.ts";
import { pictureKeys } from "../../../shared/site-picture-field.ts";
import { AdminField } from "../admin-field.tsx";
import { adminErrorText } from "../admin-form.ts";
import { SitePictureField } from "../site-picture-field.tsx";
import type { PageFieldMeta } from "./page-fields.ts";

export function ModuleLookFields({
  field,
  mm,
  f,
  ownErrors,
  pictures,
}: {
  field: (name: string) => PageFieldMeta;
  mm: AdminPageModulesMessages;
  f: AdminFormTexts;
  ownErrors: Record<string, string>;
  /** The picture field's texts and the photo path's pixel limit in millions. */
  pictures: { m: AdminSitePicturesMessages; megapixels: number };
}) {
  const texts = { texts: f, ownErrors };
  const keys = (name: string) => {
    const value = field(name).value;
    return pictureKeys(typeof value === "string" ? value : "");
  };
  const problem = (name: string) => {
    const key = field(name).errors?.[0];
    return key ? (pictures.m.fieldErrors[key] ?? adminErrorText(key, f, ownErrors)) : undefined;
  };
  const options = (values: readonly string[], labels: Record<string, string>) =>
    values.map((value) => ({ value, label: labels[value] ?? value }));
  return (
    <fieldset className="admin-module-look">
      <legend>{mm.look}</legend>
      <div className="admin-form-grid">
        <AdminField
          {...texts}
          meta={field("titleSize")}
          label={mm.titleSize}
          kind="select"
          options={options(TITLE_SIZES, mm.titleSizes)}
        />
        <AdminField
          {...texts}
          meta={field("className")}
          label={mm.className}
          kind="select"
          options={options(MODULE_CLASSES, mm.classes)}
        />
        <AdminField {...texts} meta={field("contentRow")} label={mm.contentRow} kind="number" number="count" />
        <AdminField {...texts} meta={field("span")} label={mm.span} kind="number" number="count" />
        <AdminField {...texts} meta={field("colsSm")} label={mm.colsSm} kind="number" number="count" />
        <AdminField {...texts} meta={field("colsMd")} label={mm.colsMd} kind="number" number="count" />
        <AdminField {...texts} meta={field("colsLg")} label={mm.colsLg} kind="number" number="count" />
        <AdminField
          {...texts}
          meta={field("backgroundType")}
          label={mm.backgroundType}
          kind="select"
          options={options(MODULE_BACKGROUNDS, mm.backgrounds)}
        />
        <AdminField
          {...texts}
          meta={field("colorBackground")}
          label={mm.colorBackground}
          hint={mm.colorHint}
          autoComplete="off"
        />
      </div>
      <div className="admin-module-pictures">
        <SitePictureField
          {...pictures}
          name="image"
          label={mm.image}
          keys={keys("image")}
          max={1}
          error={problem("image")}
        />
        <SitePictureField
          {...pictures}
          name="images"
          label={mm.images}
          keys={keys("images")}
          max={MAX_GALLERY_IMAGES}
          error={problem("images")}
        />
      </div>
    </fieldset>
  );
}
