// The agency's five service articles in English.
import type { ArticleText, ServiceKey } from "./article-types.ts";

export const servicesEn: Record<ServiceKey, ArticleText> = {
  selling: {
    slug: "selling",
    title: "Selling your property",
    summary:
      "From the right asking price to handing over the keys at the notary's: we guide your sale from start to finish.",
    body: [
      "Most people sell a home only a few times in their lives. We take care of the whole process, from the first valuation to signing the deed at the notary's, so you always know where you stand.",
      "It all starts with the right asking price. After a visit, we value your property free of charge, based on recent sales in the neighbourhood, the condition of the building and today's market. A realistic price attracts the right buyers and keeps your home from sitting on the market for months.",
      "We then put together the file the law requires: the energy performance certificate, the asbestos certificate for Flemish buildings from before 2001, the inspection report of the electrical installation, the planning information and, in Flanders, the flood scores. If anything is missing, we arrange the inspections with accredited experts.",
      "Your property deserves a strong presentation: professional photos, a virtual tour and a clear description in English, Dutch and French. We publish it on our website and the major property portals, and we immediately alert the buyers in our database who are looking for a home like yours.",
      "We schedule the viewings, follow up every candidate personally and give you feedback after each visit. When an offer comes in, we negotiate in your interest and check the buyer's financing. Once the sales agreement is signed, we see the file through to the notary and the handover of the keys.",
    ],
  },
  renting: {
    slug: "renting",
    title: "Letting your property",
    summary: "A reliable tenant, a sound lease and a thorough inventory: we let your property without the worries.",
    body: [
      "Finding a good tenant takes time and a sound knowledge of tenancy law, which differs between Flanders, Brussels and Wallonia. We do that work for you.",
      "Together we set a market rent and we write a complete advert, stating the rent, the common charges and the energy data the law requires. Your property appears on our website, on the property portals and with the prospective tenants in our database.",
      "Every applicant is screened: identity, income in relation to the rent and, with their consent, references from previous landlords. We respect the ban on discrimination and only ask for the information the law allows. The final choice of tenant is always yours.",
      "We draw up the lease under the regional tenancy rules, arrange the rental deposit on a blocked account and have a detailed inventory drawn up at the start and the end of the tenancy. We also register the lease for you.",
      "Would you rather not deal with the property afterwards either? Our property management service takes care of rent collection, indexation and repairs.",
    ],
  },
  "new-construction": {
    slug: "new-construction-and-development",
    title: "New construction and property development",
    summary: "For developers we handle the marketing and sale of new-build projects, from plans to handover.",
    body: [
      "A new-build project does not sell like an existing home. Buyers buy off-plan, often years before completion, and want certainty about the price, the finish and the timing.",
      "We get involved early: we advise on the mix of units, the sizes buyers are looking for and the pricing in the local market, so that the offer matches what buyers in the area want.",
      "Each project gets its own page with floor plans, a price list updated unit by unit, the specifications and 3D images. Interested buyers can register and are the first to hear when a new phase goes on sale.",
      "During the sale we explain clearly how a sale under the VAT regime works, which registration duties are due on the land and how the Breyne Act protects them, with payment in instalments as the works progress.",
      "Until the provisional and final acceptance we remain the buyers' point of contact, so you can concentrate on building.",
    ],
  },
  "property-management": {
    slug: "property-management",
    title: "Property management",
    summary:
      "We manage your let properties as if they were our own: rent collection, indexation, maintenance and tenant follow-up.",
    body: [
      "Letting brings a good return, but managing takes time: keeping track of rent payments, arranging repairs, indexing leases and answering tenants' questions. Our property management service takes those worries off your hands.",
      "We collect the rent and charges, follow up late payments straight away and transfer the balance to you every month with a clear statement. Once a year we adjust the rent to the health index, within the limits the law allows.",
      "When a tenant reports a defect, we call in a tradesman from our network and keep you informed. For larger works we ask for your approval first and present comparable quotes.",
      "We keep an eye on the legal obligations: periodic boiler servicing, smoke detectors, the energy certificate and the compliance of your home with regional standards. When a lease ends, we arrange the exit inventory, the release of the deposit and a new letting.",
      "You always have the final say and can consult your file at any time through your owner login.",
    ],
  },
  valuations: {
    slug: "valuations",
    title: "Free valuation of your property",
    summary: "What is your property worth today? We visit and give you a well-founded valuation, free of obligation.",
    body: [
      "Whether you want to sell, settle an estate or simply know what your property is worth, a correct valuation is the starting point of every good decision.",
      "One of our licensed agents visits your property and looks at its location, the surfaces, the state of the building, its energy performance and the finish. We compare these with the prices at which similar properties in your area recently sold.",
      "Within a week you receive a written report with a realistic value range and our explanation. A valuation with a view to selling is free and places you under no obligation.",
      "If you need an official valuation report for a notary, a bank or an inheritance tax return, we will gladly refer you to a sworn surveyor from our network.",
    ],
  },
};
