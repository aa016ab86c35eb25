// GET /api/captcha: a fresh proof-of-work challenge for the invisible captcha of the forms.
import { newCaptchaChallenge } from "../.server/leads/captcha.ts";
import { leadSettings } from "../.server/leads/lead-settings.ts";

export async function loader() {
  const challenge = await newCaptchaChallenge(leadSettings().secret);
  return Response.json(challenge, { headers: { "Cache-Control": "no-store" } });
}
