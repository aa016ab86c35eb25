// A page's modules (look, drafts, publication) and the compact page tree, in English.
import type { AdminPageModulesMessages } from "./nl.ts";

export const en: AdminPageModulesMessages = {
  texts: "Texts",
  textHint:
    "Without the editor: paragraphs separated by a blank line, or HTML with p, h2, h3, strong, em, lists and links.",
  look: "Look",
  titleSize: "Title size",
  titleSizes: { h2: "large", h3: "small" },
  contentRow: "Row on the page (0 to 20)",
  span: "Width on a large screen, in twelfths (1 to 12)",
  colsSm: "Width on a phone (empty: full width)",
  colsMd: "Width on a tablet (empty: as the width)",
  colsLg: "Width on a computer (empty: as the width)",
  className: "Style",
  classes: {
    "": "plain",
    "module-narrow": "narrow text column",
    "module-centered": "centred",
    "module-framed": "framed",
    "module-callout": "highlighted (accent-coloured line)",
  },
  backgroundType: "Background",
  backgrounds: { none: "none", color: "colour", image: "picture", gallery: "gallery of pictures" },
  colorBackground: "Background colour (like #16343a)",
  colorHint: "The text turns dark or white, whichever reads best on this colour.",
  image: "Background picture",
  images: "Gallery pictures (2 to 8)",
  fieldErrors: {
    invalidColour: "A colour is written as # and six characters 0-9 or a-f, like #16343a.",
    lowContrast:
      "Neither dark nor white text reads well enough on this colour (less than 4.5 to 1): choose a lighter or a darker colour.",
    needsColour: "Choose a colour for this background.",
    needsImage: "Give the picture for this background.",
    needsImages: "A gallery has at least two pictures.",
  },
  live: "on the site",
  notLive: "not on the site",
  hasDraft: "changes not published",
  editingDraft:
    "You are editing this module's draft. The site still shows the published version until you publish the changes.",
  editingLive:
    "This form shows the version on the site. Saving keeps a draft: the site only changes when you publish it.",
  editingUnpublished:
    "This module is not on the site. What you save shows in the preview; publish the module to show it on the site.",
  saveDraft: "Save draft",
  publishChanges: "Publish changes",
  discardChanges: "Discard changes",
  previewDraft: "View draft",
  draftsWaiting: "Modules with changes not yet on the site: {count}.",
  publishAll: "Publish all changes",
  moved: "new place not published",
  removing: "will be removed on publishing",
  movedHint:
    "This module has a new place. The site still shows the old order; publishing puts the whole page’s new order on the site, discarding restores the old one.",
  removingHint:
    "This module is removed from the site when you publish the changes. Until then it stays there; the preview shows the page without it.",
  undoRemove: "Do not remove",
  orderWaiting: "The modules’ new order is not on the site yet.",
  done: {
    draftSaved: "Draft saved. The site still shows the published version.",
    draftPublished: "Changes published: the site shows them now.",
    draftDiscarded: "Changes discarded: the module is as on the site again.",
    moveDrafted: "New order saved as a draft. The site shows the old order until you publish.",
    removalDrafted: "The module will be removed on publishing. The site shows it until then.",
  },
  problems: { noDraft: "There are no changes to publish or discard." },
  tree: {
    expandAll: "Expand all",
    collapseAll: "Collapse all",
    children: "pages under {name}",
    childCount: "{count} below",
    actions: "Actions",
    edit: "Edit",
  },
};
