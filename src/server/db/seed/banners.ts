import type { SeedBanner } from './types';

/**
 * House adverts. Each is self-contained HTML (inline styles, no scripts, no outside resources) because
 * banners are shown inside a sandboxed srcdoc iframe; links use target="_top" to leave the frame.
 */
const guidesBanner = `<div style="box-sizing:border-box;width:100%;min-height:110px;margin:0;padding:16px 20px;border-radius:12px;background:linear-gradient(135deg,#15496b 0%,#1f6f9f 60%,#2878a6 100%);color:#ffffff;font-family:Georgia,'Times New Roman',serif;display:flex;align-items:center;gap:18px;flex-wrap:wrap;">
  <div style="flex:0 0 auto;width:64px;height:64px;border-radius:50%;background:#f7f4ee;display:flex;align-items:center;justify-content:center;" aria-hidden="true"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="40" height="40"><path d="M33 8 L33 44 L52 44 Z" fill="#c8623e"/><path d="M30 14 L30 44 L14 44 Z" fill="#3b9cc9"/><path d="M10 48 H54 L48 56 H16 Z" fill="#1f6f9f"/></svg></div>
  <div style="flex:1 1 220px;min-width:0;">
    <p style="margin:0 0 4px;font-size:12px;letter-spacing:.12em;text-transform:uppercase;opacity:.85;font-family:Arial,Helvetica,sans-serif;">Paphos Guide</p>
    <p style="margin:0 0 4px;font-size:21px;font-weight:bold;line-height:1.25;">Plan your days in Paphos</p>
    <p style="margin:0;font-size:14px;line-height:1.4;font-family:Arial,Helvetica,sans-serif;opacity:.95;">Free travel guides to beaches, ancient sites, meze and day trips around Paphos, checked against official and published sources.</p>
  </div>
  <a href="/blog" target="_top" style="flex:0 0 auto;display:inline-block;padding:10px 18px;border-radius:999px;background:#a84a2a;color:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:bold;text-decoration:none;">Read the guides &rarr;</a>
</div>`;

const sunSafetyBanner = `<div style="box-sizing:border-box;width:100%;min-height:110px;margin:0;padding:16px 20px;border-radius:12px;background:linear-gradient(135deg,#fff1c9 0%,#f6d79a 55%,#e9b872 100%);color:#2b3a4a;font-family:Arial,Helvetica,sans-serif;display:flex;align-items:center;gap:18px;flex-wrap:wrap;">
  <div style="flex:0 0 auto;width:64px;height:64px;border-radius:50%;background:#ffd86b;display:flex;align-items:center;justify-content:center;" aria-hidden="true"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="44" height="44"><circle cx="32" cy="32" r="12" fill="#e8742f"/><g stroke="#e8742f" stroke-width="4" stroke-linecap="round"><path d="M32 6v8M32 50v8M6 32h8M50 32h8M13.6 13.6l5.7 5.7M44.7 44.7l5.7 5.7M50.4 13.6l-5.7 5.7M19.3 44.7l-5.7 5.7"/></g></svg></div>
  <div style="flex:1 1 240px;min-width:0;">
    <p style="margin:0 0 4px;font-size:19px;font-weight:bold;line-height:1.25;font-family:Georgia,'Times New Roman',serif;">Beach day? Keep it safe</p>
    <ul style="margin:0;padding:0 0 0 18px;font-size:14px;line-height:1.45;">
      <li>SPF 30+, reapplied after every swim</li>
      <li>Swim near a lifeguard; red flag means stay out</li>
      <li>Drink water and seek shade from noon to 4pm</li>
    </ul>
  </div>
  <a href="/blog" target="_top" style="flex:0 0 auto;display:inline-block;padding:10px 18px;border-radius:999px;background:#1f6f9f;color:#ffffff;font-size:15px;font-weight:bold;text-decoration:none;">Beach guides &rarr;</a>
</div>`;

export const seedBanners: SeedBanner[] = [
  { keyword: null, awinCode: guidesBanner, isDefault: true },
  { keyword: 'beach', awinCode: sunSafetyBanner, isDefault: false },
];
