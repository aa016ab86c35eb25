-- Status banners the CRM writes at the start of a headline ("Het is een match!", "Verkocht!") are
-- shown as badges, not in titles or slugs (DECISIONS.md). The import now stores headlines without
-- them (app/domain/headline-banner.ts); this takes them off the titles stored before. A title that is
-- nothing but a banner keeps it. Old paths with the banner words redirect to the new slugs by id.
UPDATE "property_texts"
SET "title" = regexp_replace(
  "title",
  '^(\s*(het is een match|c[''’]est (un|le) match|it[''’]?s a match|it is a match|es ist ein match|in optie|en option|sous option|under option|under offer|unter option|reserviert|verkocht|vendu|sold|verkauft|verhuurd|loué|let|rented|vermietet|bezoekmomenten volzet|bezoeken volzet|visites complètes|viewings fully booked|visits fully booked|besichtigungen ausgebucht)\s*[!:]+\s*)+',
  '',
  'i'
)
WHERE "title" ~* '^\s*(het is een match|c[''’]est (un|le) match|it[''’]?s a match|it is a match|es ist ein match|in optie|en option|sous option|under option|under offer|unter option|reserviert|verkocht|vendu|sold|verkauft|verhuurd|loué|let|rented|vermietet|bezoekmomenten volzet|bezoeken volzet|visites complètes|viewings fully booked|visits fully booked|besichtigungen ausgebucht)\s*[!:]'
  AND regexp_replace(
    "title",
    '^(\s*(het is een match|c[''’]est (un|le) match|it[''’]?s a match|it is a match|es ist ein match|in optie|en option|sous option|under option|under offer|unter option|reserviert|verkocht|vendu|sold|verkauft|verhuurd|loué|let|rented|vermietet|bezoekmomenten volzet|bezoeken volzet|visites complètes|viewings fully booked|visits fully booked|besichtigungen ausgebucht)\s*[!:]+\s*)+',
    '',
    'i'
  ) <> '';
