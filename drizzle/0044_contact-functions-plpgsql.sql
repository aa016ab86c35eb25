CREATE OR REPLACE FUNCTION matching_email(typed text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  address text := lower(btrim(typed, E' \t\n\r\f\v'));
BEGIN
  RETURN CASE
    WHEN length(address) <= 254
      AND address ~ '^[^[:space:]@"<>()\\,;:]{1,64}@[^[:space:]@"<>()\\,;:]+\.[^[:space:]@"<>()\\,;:]+$'
    THEN address
  END;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION e164_phone(typed text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  typed_text text := btrim(typed, E' \t\n\r\f\v');
  digits text := regexp_replace(
    CASE WHEN typed_text LIKE '+%' OR regexp_replace(typed_text, '[^0-9]', '', 'g') LIKE '00%'
      THEN replace(typed_text, '(0)', '') ELSE typed_text END,
    '[^0-9]', '', 'g');
  full_number text := CASE
    WHEN typed_text !~ '^\+?[0-9[:space:]./()-]+$' THEN NULL
    WHEN typed_text LIKE '+%' THEN digits
    WHEN digits LIKE '00%' THEN substr(digits, 3)
    WHEN digits LIKE '0%' THEN '32' || substr(digits, 2)
  END;
  national text := regexp_replace(substr(full_number, 3), '^0', '');
BEGIN
  RETURN CASE
    WHEN full_number IS NULL OR full_number LIKE '0%' THEN NULL
    WHEN full_number LIKE '32%' THEN
      CASE WHEN national ~ '^([1-35-9][0-9]{7}|4[0-4][0-9]{6}|4[5-9][0-9]{7})$' THEN '+32' || national END
    WHEN full_number LIKE '31%' OR full_number LIKE '33%' THEN
      CASE WHEN national ~ '^[1-9][0-9]{8}$' THEN '+' || left(full_number, 2) || national END
    WHEN length(full_number) BETWEEN 8 AND 15 THEN '+' || full_number
  END;
END
$$;
