import type { SeedArticle } from './types';

/** Bundled travel guides: editorial text written for this project. placeSlugs must exist in the bundled places. */
export const seedArticles: SeedArticle[] = [
  {
    slug: 'best-beaches-in-paphos',
    title: 'The best beaches in and around Paphos',
    excerpt:
      "From the family-friendly sands of Coral Bay to the turtle beaches of Lara and the legend-laden pebbles of Aphrodite's Rock: six Paphos beaches and which day each one suits.",
    category: 'Beaches',
    featuredImageUrl: '/images/guides/best-beaches-in-paphos.svg',
    longtailKeywords: [
      'best beaches in paphos',
      'coral bay beach with children',
      'lara bay turtle beach',
      'sandy beaches near kato paphos',
      'aphrodites rock swimming',
    ],
    useAccordion: true,
    placeSlugs: [
      'coral-bay-beach',
      'vrysoudia-beach',
      'paphos-lighthouse-beach',
      'lara-bay',
      'latchi-beach',
      'petra-tou-romiou',
    ],
    publishedDaysAgo: 4,
    content: `Paphos is not a resort built around one long strip of sand. The coast here is mostly low rock and little coves, and the good beaches are scattered: a couple of sandy patches in town, a classic family bay to the north, wild turtle beaches on the Akamas, and pebbles where the legends begin. That variety is the charm, as long as you know which beach suits which day. Here are six of the best, from the easiest to reach to the most remote.

A few general points first. Blue Flag beaches have lifeguards in the summer season, roughly May to October, and that is where to swim with children. Sunbeds and umbrellas are usually hired by the day from a kiosk. The sea is warmest from July to October, and in winter the south coast can be rough even on sunny days. Water shoes are worth packing, because many entries are rocky.

## Coral Bay Beach

![Drawing of Coral Bay: a sandy bay between two low headlands, with umbrellas](/images/places/coral-bay-beach.svg)

Coral Bay is the beach most people picture when they think of a Paphos holiday: a crescent of soft, pale sand about 600 metres long, sheltered between two limestone headlands about 12 km north of the harbour. It is a Blue Flag beach with sunbeds, lifeguards in season and a watersports kiosk, and the water shelves gently, which makes it the first choice for families with small children.

It gets busy in July and August, so arrive before ten or after four. There is a large free car park on the cliff above, and bus 615 runs from Paphos harbour in about half an hour. The strip behind the beach has plenty of cafés and restaurants, and the Sea Caves are a short drive further north for a sunset view afterwards.

## Vrysoudia A (SODAP) Beach

![Drawing of Vrysoudia beach: a small town beach reached by steps from the promenade](/images/places/vrysoudia-beach.svg)

If you are staying in Kato Paphos and just want a swim without getting in the car, this short Blue Flag beach on the seafront is the answer. Locals call it SODAP beach. It is only about 200 metres long, backed by rocks and palms, and reached by steps or a ramp from the coastal promenade, about ten minutes' walk east of the harbour.

Sunbeds can be hired in summer, and because it is one of the few proper sandy patches in town, it fills early in high season. It is ideal for a morning dip before breakfast or an hour in the water after sightseeing, with the cafés of the promenade close by.

## Faros (Lighthouse) Beach

![Drawing of Faros beach: a municipal beach with a small pier, the lighthouse above](/images/places/paphos-lighthouse-beach.svg)

The municipal beach just north of the archaeological park, below the old lighthouse, is the most practical in town: there is a car park right next to the sand, showers, changing cabins and a few cafés. The sea floor is sandy, but the way in is over rock, so bring water shoes, or use the small pier with ladders.

The coastal boardwalk runs from here back around the archaeological park to the harbour, which makes Faros a good finish to a morning at the mosaics. Late in the day the beach is quieter, and the light on the lighthouse and the ancient walls is lovely.

## Lara Bay (Turtle Beach)

![Drawing of Lara Bay: a wild sandy bay with a turtle and a fenced nest](/images/places/lara-bay.svg)

Lara is the opposite of a resort beach: a wild, undeveloped sweep of sand on the Akamas coast and one of the few places in the Mediterranean where green and loggerhead turtles nest. There are no sunbeds, umbrellas, showers or shade, and the dirt track from Agios Georgios is rough enough that a 4x4, a jeep safari or a boat trip is the sensible way to get there.

From about May to August the turtles lay their eggs here, and hatchlings emerge from July to September. The nests are fenced and the beach is closed at night in season. Keep off the marked areas, take all your rubbish home and bring everything you need, especially water. On a calm day, the swimming is some of the best in Cyprus.

## Latchi Beach

![Drawing of Latchi: a pebble beach beside the small harbour and its boats](/images/places/latchi-beach.svg)

On the north coast, Latchi's long sand-and-pebble beach runs beside the fishing and leisure harbour on Chrysochou Bay, with a coastal path to Polis. The water is clear and usually calmer than on the south coast, so it is a good alternative on days when the Paphos side is choppy.

The harbour has a watersports centre, boat trips to the Blue Lagoon and a row of fish tavernas, so it is easy to fill a whole day here. Bear in mind that much of the area winds down between December and February, and that from Paphos it is about an hour's drive over the hills.

## Petra tou Romiou (Aphrodite's Rock)

![Drawing of Petra tou Romiou: the sea stack off a pebble beach at sunset](/images/places/petra-tou-romiou.svg)

The sea stack where, in legend, Aphrodite rose from the foam is about 25 km east of Paphos on the coast road to Limassol, and it is one of the most photographed spots on the island. The beach is pebbly and the sea here can be rough, so treat it as a place to look and paddle rather than for a long swim, and only go in on calm days. Climbing the rock is not allowed.

Park at the tourist pavilion on the landward side of the road and walk through the underpass to the shore. Sunset is the classic time to come, when the rock turns gold against the sea. Bus 631 runs from Paphos harbour, and the Sanctuary of Aphrodite at Kouklia is only a few minutes away if you want to combine myth with history.
`,
  },
  {
    slug: 'ancient-paphos-history-guide',
    title: 'Ancient Paphos: a guide to the mosaics, tombs and temples',
    excerpt:
      "Roman mosaics, rock-cut tombs, St Paul's Pillar and the sanctuary of Aphrodite: how to make sense of UNESCO-listed Paphos in a day or two, and how to beat the heat while you do it.",
    category: 'History & Culture',
    featuredImageUrl: '/images/guides/ancient-paphos-history-guide.svg',
    longtailKeywords: [
      'paphos mosaics guide',
      'tombs of the kings tips',
      'paphos archaeological park',
      'sanctuary of aphrodite kouklia',
      'unesco sites in paphos',
    ],
    useAccordion: false,
    placeSlugs: [
      'paphos-archaeological-park',
      'tombs-of-the-kings',
      'paphos-castle',
      'agia-kyriaki-chrysopolitissa',
      'sanctuary-of-aphrodite-kouklia',
      'agios-neophytos-monastery',
    ],
    publishedDaysAgo: 18,
    content: `Paphos has been important for a very long time. The whole town is on the UNESCO World Heritage List, and within a couple of kilometres of the harbour you can walk through Hellenistic tombs, Roman villas with some of the finest floor mosaics in the Mediterranean, an early Christian basilica and a medieval fort. This guide puts the main sites in order, explains what you are looking at, and suggests how to fit them into a day or two without wilting in the heat.

## A very short history

There are really two Paphoses. **Palaepaphos** ("Old Paphos"), at today's Kouklia about 14 km east, was a Bronze Age city and the home of one of the most famous sanctuaries of Aphrodite in the ancient world. **Nea Paphos** ("New Paphos"), on the site of today's Kato Paphos, was founded around the end of the 4th century BC and became the capital of Cyprus under the Ptolemies and then the Romans. It was rich, and its wealthy citizens paved their floors with mosaics.

Earthquakes in the 4th century AD damaged the city badly, and the capital moved to Salamis on the east coast. Paphos carried on as a smaller town through the Byzantine, Lusignan, Venetian and Ottoman periods, and under British rule the centre of gravity shifted up the hill to Ktima, today's old town. The harbour area only became the busy resort you see now from the 1970s and 1980s onwards.

## The Archaeological Park and its mosaics

Start at the **Paphos Archaeological Park**, beside the harbour. Most visitors come for the mosaics, which are under protective roofs in the remains of several grand Roman houses. The House of Dionysos has the most famous scenes, including the story of Icarios being taught to make wine, and a colourful vintage scene. The House of Theseus, thought to have been the governor's residence, has a round mosaic of Theseus and the Minotaur. The House of Aion has a single large panel of mythological scenes of remarkable quality.

Allow time for the rest of the park as well: the restored Roman **Odeon**, still used for summer performances; the remains of the agora; the Byzantine fort of **Saranta Kolones** ("Forty Columns"), named after the granite columns scattered across the site; and the lighthouse standing above it all. The park is large and exposed, with little shade. Go early, carry water and wear a hat.

## The Tombs of the Kings

A short drive or a pleasant walk north along the coast brings you to the **Tombs of the Kings**, a necropolis cut into the rock from the Hellenistic period onwards. Despite the name, no kings were buried here; the tombs belonged to high officials and wealthy families. The most impressive have sunken courtyards surrounded by Doric columns carved from the living rock, designed to look like the houses of the living.

Steps lead down into several tombs, some quite steep. The site is spread out over a coastal headland, so again, morning or late afternoon is best. Photographers love the low light and deep shadows.

## Early Christian Paphos

Paphos has a prominent place in Christian tradition. According to the Acts of the Apostles, Paul and Barnabas visited the city and converted the Roman proconsul, Sergius Paulus. At the church of **Agia Kyriaki Chrysopolitissa**, in Kato Paphos, a 13th-century church stands within the ruins of a large early Christian basilica, and a column known as **St Paul's Pillar** is pointed out as the one where, by local tradition, Paul was flogged. The church is still in use, and several denominations hold services there.

Nearby are the catacombs of **Agia Solomoni**, an underground chapel with faded frescoes and a tree hung with strips of cloth left by people hoping for a cure.

## Paphos Castle

At the end of the harbour quay, **Paphos Castle** is the town's postcard view. What you see today is mainly an Ottoman rebuilding of the 16th century on the site of earlier Byzantine and Lusignan fortifications. It has served as a fort, a prison and a salt store. Inside there is not much to see, but the roof gives a fine view over the harbour and the archaeological park, and in early September the square in front becomes an open-air opera stage for the Pafos Aphrodite Festival.

## Beyond the harbour

If you have a car or join a tour, two more places round out the story.

The **Sanctuary of Aphrodite** at Kouklia is where Aphrodite was worshipped for well over a thousand years. Not much stands above knee height, but the setting is atmospheric, and the small museum in the Lusignan manor house is worth the stop. Combine it with **Petra tou Romiou**, the sea stack where the goddess is said to have risen from the waves.

In the hills 9 km north of Paphos, **Agios Neophytos Monastery** was founded in the 12th century by a hermit who carved his cell, the Enkleistra, out of the cliff. Its walls are covered in some of the finest Byzantine paintings in Cyprus.

## Practical tips

- **Tickets** are bought at each site; entry to the state-run sites is inexpensive. Opening hours are longer in summer than in winter, so check before you set off.
- **Heat** is the main challenge from June to September. Do the outdoor sites first thing and save museums and churches for the middle of the day.
- **Shoes** matter: the mosaics are viewed from walkways, but the Tombs of the Kings and Saranta Kolones involve uneven ground and steps.
- **Guides** bring the mosaics to life. Licensed guides can be booked in advance, and a guided walk of the park takes about three hours.
- **Dress** modestly for churches and monasteries, covering shoulders and knees.

Two days is enough to see everything here at a relaxed pace: one for Kato Paphos and the Tombs of the Kings, and one for Kouklia, Agios Neophytos and the old town.
`,
  },
  {
    slug: 'paphos-meze-guide',
    title: 'How to eat meze in Paphos',
    excerpt:
      'What arrives at the table, how to pace yourself, what to drink with it and where to find some of the best meze in Paphos old town, Kato Paphos and Geroskipou.',
    category: 'Food & Drink',
    featuredImageUrl: '/images/guides/paphos-meze-guide.svg',
    longtailKeywords: [
      'best meze in paphos',
      'traditional cypriot taverna paphos',
      'what is cypriot meze',
      'vegetarian meze paphos',
    ],
    useAccordion: false,
    placeSlugs: [
      '7-st-georges-tavern',
      'koutourou-ouzeri',
      'agora-taverna',
      'laona',
      'fettas-tavern',
      'hondros',
    ],
    publishedDaysAgo: 33,
    content: `Meze is not a dish but a way of eating: a procession of small plates, brought out in waves, that turns dinner into an evening. In Paphos it is the default order at most tavernas, and it is the best way to taste a lot of Cypriot cooking in one sitting. It is also easy to get wrong, usually by eating too much bread and dips before the good things arrive. This guide explains how a meze works, what to expect on the table, and where in and around Paphos to try one.

## How a meze works

You order "meze for two" (or four, or six), choose meat, fish or sometimes vegetarian, and then stop ordering. The kitchen decides the rest. A typical meat meze starts with salad, bread, olives and dips, moves on to vegetables, cheese and small cooked dishes, and finishes with the grilled and slow-cooked meats. Some tavernas bring a dozen plates; the big ones run to twenty or more. Portions are meant for sharing, and empty plates are cleared as new ones arrive.

Prices are usually per person and fixed, which makes the bill easy to predict. Drinks are extra. Most places require a minimum of two people, and a fish meze often costs noticeably more than a meat one.

A few ground rules help:

- **Pace yourself.** The first wave is the lightest and the most filling. Taste everything, finish nothing.
- **Say if you have had enough.** It is fine to ask the kitchen to stop, or to skip a course.
- **Tell them about diets early.** Vegetarian versions are common; vegan, pork-free and gluten-free are possible at many places if you ask when booking.
- **Allow two to three hours.** A meze is not a quick meal, and nobody will rush you.

## What you are likely to eat

The first wave usually includes village salad, tahini, tzatziki (called talattouri in Cyprus), taramosalata, hummus, olives and warm bread, often a sesame loaf. Then come grilled halloumi, fried or grilled vegetables, eggs with tomatoes or courgettes, and perhaps louvi, black-eyed beans with greens dressed in olive oil and lemon.

The middle of the meal brings the small cooked dishes that show what a kitchen can do: koupepia (vine leaves stuffed with rice and mince), keftedes (meatballs), loukanika (village sausages cured with red wine and coriander), lountza (smoked pork loin) and snails or mushrooms in season.

The finale is usually from the charcoal grill and the oven: sheftalia (sausage-shaped parcels of minced pork wrapped in caul fat), souvlaki, souvla (big chunks of meat slow-turned on a spit) and often afelia (pork braised in red wine with crushed coriander seed) or kleftiko (lamb slow-cooked in a sealed clay oven). Dessert tends to be simple: fruit, glyko (fruit preserved in syrup) or a little loukoumi, sometimes on the house.

A fish meze follows the same shape but swaps the meat for calamari, octopus, whitebait, prawns and a grilled fish or two. It depends more than anything on the day's catch, so it is worth asking what is fresh.

## Where to try one in Paphos

The best meze is often in the least showy places, and several of the most respected are in the old town (Ktima) or just outside Paphos rather than on the seafront.

**7 St Georges Tavern** in Geroskipou is the one people drive out for. There is no printed menu; the meze follows the season, starts with home-baked bread and organic village wine, and unfolds slowly over a whole evening. Book ahead and arrive hungry.

**Koutourou Ouzeri**, in one of the colonial-era buildings behind the Town Hall, is smaller and more modern. Its short menu changes daily and is designed for sharing, cooked to order in an open kitchen. It is a good choice if you prefer a few well-made dishes to a marathon.

**Agora Taverna**, on the cliff edge near the municipal market, is meze-only: you simply choose the meat or vegetarian version, with a lighter mini meze at lunchtime. The vine-covered terrace looks down towards the sea, and evenings can be booked up days ahead.

**Laona**, down a lane near the market, is not a meze house at all but a lunchtime taverna of home cooking, with the day's dishes chalked on a blackboard. It is the place to try afelia, moussaka or black-eyed beans made the way a Cypriot grandmother would, and a useful reminder that everyday food is as good as the feast.

Also in the old town, just below the Town Hall, **Fettas Tavern** is a traditional grill house where meze is the way to eat, heavy on charcoal-grilled meats, with a vegetarian version on request. In summer the tables spill on to the pavement beside a little park and fountain, and locals fill it at weekends.

Down in Kato Paphos, **Hondros** has been serving since 1953 and is known for its souvla and clay-oven kleftiko, eaten on a rambling terrace a few minutes' walk from the hotels.

## Drinks to go with it

Local wine is the obvious partner, and many tavernas have a house carafe. Look for the white Xynisteri and the red Maratheftiko, both native grapes grown in the hills above Paphos. KEO and Leon are the local beers. Zivania, a clear grape spirit, is sometimes offered at the end of the meal; sip it slowly. Commandaria, the sweet dessert wine of Cyprus, is worth trying at least once.

## Practical tips

- **Book.** The well-known places fill up, especially at weekends and in summer, and several are small.
- **Check the days.** Some tavernas close one day a week or only serve dinner on certain nights.
- **Bring cash as a back-up.** Most places take cards, but not all, and village tavernas are the likeliest exceptions.
- **Tipping** is appreciated but modest; rounding up or leaving around ten per cent for good service is normal.
- **Getting there.** Geroskipou is a short taxi ride from Kato Paphos, and the old town is about ten minutes by taxi or bus; arrange the ride home before the zivania comes out.

Above all, go with a group if you can. Meze is built for a big table, plenty of conversation and no particular hurry, and that is when it tastes best.
`,
  },
  {
    slug: 'akamas-blue-lagoon-day-trip',
    title: 'A day on the Akamas: Blue Lagoon, gorges and turtle beaches',
    excerpt:
      'How to see the wild Akamas Peninsula in a day from Paphos, by boat from Latchi or along the west coast, with the Blue Lagoon, the Avakas Gorge and the Baths of Aphrodite.',
    category: 'Day Trips',
    featuredImageUrl: '/images/guides/akamas-blue-lagoon-day-trip.svg',
    longtailKeywords: [
      'blue lagoon boat trip latchi',
      'akamas peninsula day trip',
      'avakas gorge walk',
      'baths of aphrodite trail',
      'akamas without a 4x4',
    ],
    useAccordion: false,
    placeSlugs: [
      'blue-lagoon-akamas',
      'baths-of-aphrodite',
      'aphrodite-nature-trail',
      'avakas-gorge',
      'sea-caves-peyia',
      'lara-bay',
    ],
    publishedDaysAgo: 47,
    content: `The Akamas Peninsula, the knuckle of land at the north-west corner of Cyprus, is the island's last big stretch of undeveloped coast: scrub-covered hills, limestone gorges, turtle beaches and water so clear that boats seem to float on air. It is an easy day trip from Paphos, and one of the most rewarding. This guide covers the two main ways to see it, by road along the west coast or by boat from Latchi in the north, and how to combine the highlights.

## Getting there and getting around

Akamas is largely a protected area with no villages inside it and only rough tracks. A normal hire car is fine on the tarmac roads to Coral Bay, the Sea Caves, Agios Georgios, Latchi and the Baths of Aphrodite, but most hire companies forbid their cars on dirt roads, and some tracks need a proper 4x4. If you want to reach Lara Bay or drive across the peninsula, either rent a 4x4 or join a jeep safari.

From Paphos allow about 30 minutes to Coral Bay and roughly 45 minutes to an hour to Latchi, over the hills via Polis. There is no fuel, shade or shop in the interior, so fill up, take plenty of water and pack lunch or plan to eat in Latchi or a village.

## The west coast: Coral Bay to Lara

Head north from Paphos along the coast road. **Coral Bay**, a curve of golden sand with lifeguards and sunbeds, is the last big resort beach before the wild part begins, and a good place for an early swim.

A few minutes further on, the **Sea Caves** near Peyia are a series of low cliffs and arches carved by the waves, popular with cliff-jumpers and photographers. The wreck of the Edro III, a cargo ship that ran aground here in 2011, sits just offshore. Keep well back from the edges; the rock is brittle.

Beyond the small harbour and chapel at Agios Georgios the road turns to track. Hikers can leave a vehicle near the mouth of the **Avakas Gorge**, where a path follows a stream bed between limestone walls that close in to a few metres apart. The first hour in is the most dramatic and is fine for most walkers in decent shoes; do not attempt it after heavy rain.

**Lara Bay**, reached by 4x4, is one of the main nesting beaches for green and loggerhead turtles in the Mediterranean. In summer the nests are protected by a conservation project, so stay off the marked areas, do not put up umbrellas on the nesting beach, and never visit with lights at night. On a calm day the swimming is superb.

## The north coast: Latchi, the Baths of Aphrodite and the Blue Lagoon

Latchi, a fishing harbour just west of Polis, is the gateway to the northern side of the peninsula, and the easiest way to see it is from the water.

Boats leave Latchi through the morning for the **Blue Lagoon**, a sheltered bay off the north coast where the sea turns an unreal turquoise over a white sandy bottom. Most trips take three to four hours, pass the cove of Fontana Amorosa and stop for an hour or more of swimming and snorkelling. In summer the lagoon gets crowded with boats by midday; an early departure is worth the effort. You can also rent a small motorboat in Latchi without a licence and go at your own pace.

Back on dry land, the **Baths of Aphrodite** are a small shaded grotto and pool a short drive west of Latchi, where, so the story goes, the goddess bathed. It is a brief stop (bathing is not allowed), but it is also the start of the waymarked Aphrodite and Adonis nature trails. The **Aphrodite Nature Trail** is a circuit of about 7.5 km that climbs on to the headland, past an ancient oak and the ruins of Pyrgos tis Rigainas, for tremendous views over Chrysochou Bay. Allow three to four hours and start early; there is almost no shade.

## Where to eat and rest

Latchi harbour has a row of fish tavernas where you can eat looking out at the boats that brought in the catch. In Polis, **Art Café** is a relaxed garden café for cake, coffee or a light lunch after a day outdoors. For a treat, **Anassa**, the village-style five-star resort just west of Latchi, has a lounge bar and spa that make a restful end to a day of walking or swimming, at resort prices.

## Suggested day plans

**By boat:** drive to Latchi for a morning Blue Lagoon cruise, have a fish lunch by the harbour, then visit the Baths of Aphrodite and walk the first part of the Aphrodite trail in the late afternoon light.

**By road:** leave Paphos early for Coral Bay and the Sea Caves, walk into the Avakas Gorge before the heat builds, and if you have a 4x4, finish with a swim at Lara Bay.

**All of it:** a jeep safari covers both coasts in a long day and removes the worry about tracks and hire-car insurance, at the cost of flexibility.

## Practical tips

- **Sun and water.** The peninsula is hot and exposed from May to October. Take at least two litres of water per person, a hat and high-factor sun cream.
- **Footwear.** Sandals are fine for the boats and beaches; walking shoes are essential in the gorge and on the trails.
- **Respect the rules.** Camping, fires and off-road driving away from the tracks are prohibited, and the turtle beaches have seasonal restrictions.
- **Go in spring** if you can: in March and April the hills are green and full of wild flowers, and the gorge has water in it.

Whichever route you choose, the Akamas is the part of Paphos district most likely to make you wish you had stayed longer.
`,
  },
  {
    slug: 'kato-paphos-harbour-evening',
    title: 'An evening at Kato Paphos harbour',
    excerpt:
      'Sunset at the castle, a drink with a view and grilled fish by the boats: how to spend an evening at Paphos harbour, when to go and how to order fish without surprises.',
    category: 'Food & Drink',
    featuredImageUrl: '/images/guides/kato-paphos-harbour-evening.svg',
    longtailKeywords: [
      'paphos harbour restaurants',
      'sunset in kato paphos',
      'fish restaurant paphos harbour',
      'rooftop bar paphos',
    ],
    useAccordion: false,
    placeSlugs: [
      'paphos-harbour',
      'paphos-castle',
      'theos-seafood-restaurant',
      'hobo-mediterraneo',
      'ouranos',
      'ta-mpania',
    ],
    publishedDaysAgo: 61,
    content: `Of all the ways to spend an evening in Paphos, the simplest is still one of the best: wander down to Paphos Harbour in Kato Paphos as the light starts to soften, watch the sun drop behind the castle, and then sit down to dinner within sight of the fishing boats. It is touristy, and prices reflect the view, but it is touristy for good reason. Here is how to make the most of it.

## When to go

Seen from the promenade, the sun goes down over the sea beyond the castle, and the show begins about an hour before sunset, when the stone of the castle turns honey-coloured and the boats start coming back in. In high summer that means arriving around 7pm; in winter, closer to 4pm. Spring and autumn evenings are the most comfortable, warm enough to sit outside but without the heavy heat of July and August.

Weekends are busiest, especially on Saturday nights in summer, when local families come down for a stroll too. If you want a quieter evening, pick a weekday.

## Start with a walk

The seafront promenade runs for a couple of kilometres from the hotel strip along Poseidonos Avenue to the harbour, and walking it is part of the ritual. It is flat, paved and lit at night, passing small beaches, the municipal swimming area and a string of cafés.

**Ta Mpania**, at the municipal swimming area, sits so close to the water that spray reaches the front tables on a windy day. It works well for a coffee or a cold drink on the way down.

At the far end of the quay stands **Paphos Castle**, the little fort that guards the harbour entrance. Walk out beside it for the classic view back along the waterfront, and if it is still open, climb to the roof. From here you also look across to the lighthouse and the archaeological park, where the Roman mosaics are.

## Sunset drinks

For a drink with height and a view, **Ouranos**, the rooftop bar and restaurant of the Annabelle hotel, looks out over the harbour and the castle through wrap-around windows and from its terrace. It is a hotel bar with hotel prices, but a terrace table at sunset is hard to beat. Book if you have your heart set on one.

Alternatively, skip the bar altogether and take a sunset cruise from the harbour. Several boats run short evening trips along the coast with a drink included, which is a lovely way to see the castle from the water.

## Dinner at the water's edge

The restaurants along the quay all compete for the same view, and the experience is broadly similar: outdoor tables, grilled fish and seafood, meze and plenty of waiters keen to usher you in. A few tips will help you choose.

**Theo's Seafood Restaurant** is an old favourite on the harbour front, with tables looking across the boats towards the castle. Grilled fish, calamari and fish meze make up most of the menu, and it is busy at sunset, so book if you want to sit at the water.

**Hobo Mediterraneo**, towards the castle end of the quay, takes a different approach. Rather than a set meze it offers grilled fish and meat, pasta and salads built around good produce, with outdoor tables right beside the moored boats.

If you fancy something more traditional and do not mind walking a few minutes inland, **Hondros** on Apostolou Pavlou Avenue has been serving souvla and clay-oven kleftiko since 1953.

## Ordering fish without surprises

Fresh fish in Cyprus is usually sold by weight, and the price per kilo is not always printed on the menu. It is perfectly normal to ask to see the fish, choose one and ask its price before it goes on the grill. Local favourites include sea bream, sea bass and red mullet; the larger fish are often best shared. Calamari, octopus and whitebait are good-value alternatives, and a fish meze lets you try a bit of everything.

## Practical tips

- **Parking** near the harbour is limited in the evening. There are pay car parks along Apostolou Pavlou Avenue, but it is often easier to walk or take a taxi from your hotel.
- **Booking** is wise for a waterside table at sunset, especially on summer weekends.
- **Layers** help outside summer: evenings by the sea can feel cool and breezy from November to April.
- **Children** are welcome everywhere, and the promenade is ideal for a post-dinner stroll with a pushchair.
- **After dinner**, the harbour stays lively until late. For more of a night out, the bars of Kato Paphos are a short walk inland; for something calmer, carry on along the lit promenade.

It is not an undiscovered corner of Cyprus, but an evening at the harbour, with the castle turning gold and a plate of grilled fish in front of you, is one of those simple holiday pleasures that rarely disappoints.
`,
  },
  {
    slug: 'paphos-hill-villages-wine-day-trip',
    title: 'A day in the Paphos hills: monasteries and wine villages',
    excerpt:
      'A self-drive loop from Paphos to the cave hermitage of Agios Neophytos, through the vineyards to Panagia and the wine-making monastery of Chrysorrogiatissa.',
    category: 'Day Trips',
    featuredImageUrl: '/images/guides/paphos-hill-villages-wine-day-trip.svg',
    longtailKeywords: [
      'paphos wine villages drive',
      'agios neophytos monastery visit',
      'chrysorrogiatissa monastery wine',
      'day trip from paphos by car',
    ],
    useAccordion: false,
    placeSlugs: [
      'paphos-municipal-market',
      'agios-neophytos-monastery',
      'chrysorrogiatissa-monastery',
      'chrysorrogiatissa-monastery-winery',
    ],
    publishedDaysAgo: 89,
    content: `Most visitors to Paphos look out to sea. Turn round, though, and the land rises quickly behind the town into a patchwork of vineyards, carob and olive groves, and stone villages where life moves at a very different pace. A day's drive into these hills takes in a cave hermitage with some of the finest Byzantine paintings in Cyprus, a mountain monastery that makes its own wine, and plenty of village coffee shops along the way. Here is a suggested route, with tips for making the most of it.

## Before you set off

You will need a car; buses to the hill villages are infrequent and not designed for sightseers. The roads are paved and generally good, but they are narrow and winding in places, so allow more time than the distances suggest. The full loop is around 100 km and takes a relaxed day.

If you plan to taste wine, decide on a driver before you leave. Cyprus has strict drink-driving limits, and the roads do not forgive mistakes. Many wineries will happily sell you a bottle to enjoy later instead.

Start early at the **Paphos Municipal Market** in the old town, where you can pick up bread, cheese, fruit and olives for a picnic, and perhaps a coffee on the square before you leave.

## Agios Neophytos Monastery

Your first stop is only 9 km north of Paphos, in a wooded valley near the village of Tala. **Agios Neophytos Monastery** was founded by the hermit Neophytos, who in 1159 carved a cell and chapel, known as the Enkleistra, into the cliff face and spent much of his long life there writing and praying.

The Enkleistra is the reason to come. Its small rock-cut rooms are covered in wall paintings, some of them commissioned by Neophytos himself, and they are among the best Byzantine frescoes on the island. The monastery church and a museum of icons and manuscripts complete the visit, and a single inexpensive ticket covers both. Opening hours are shorter in winter and there is a lunchtime break in summer, so aim to arrive mid-morning. Dress modestly, with shoulders and knees covered.

## Into the wine country

From Tala the road climbs through Tsada, home to a golf course and wide views back over the coast, and on into the wine-growing villages of the Paphos hills. This is one of the oldest wine regions in Cyprus, and you will see vineyards on almost every slope. The native white grape Xynisteri and the red Maratheftiko both do well here, and several small wineries welcome visitors; it is worth checking opening times in advance, especially at weekends.

Stroumbi, on the main road towards Polis, is a traditional wine village that holds a summer wine festival. Off the main roads, smaller villages have a church, a coffee shop under a plane tree and little else, which is precisely their appeal. Stop wherever looks inviting for a Cypriot coffee or a fresh lemonade.

## Panagia Chrysorrogiatissa Monastery

The high point of the day, literally, is **Panagia Chrysorrogiatissa Monastery**, about 40 km north-east of Paphos and 1.5 km from the village of Panagia. Its name means "Our Lady of the Golden Pomegranate". The monastery was founded in the 12th century, but the buildings you see today date from 1770 and are arranged around an unusual triangular courtyard. The views over the hills from its terraces are magnificent.

The monastery is still a place of worship, so be respectful and dress modestly. Its big feast day is 15 August, when the monastery fills with pilgrims; come on another day if you want it to yourself.

## Chrysorrogiatissa Monastery Winery

The monks have made wine here for centuries, and in the mid-1980s the old **Chrysorrogiatissa Monastery Winery** was revived on a commercial basis, using grapes from the monastery's own hillside vineyards. Bottles can be bought on site, and buying one is a good way to take a little of the day home with you. Whoever is driving should go easy on any tasting.

## Panagia village

Before heading back, spend some time in Panagia itself. It was the birthplace of Archbishop Makarios III, the first President of Cyprus, and his childhood home is kept as a small museum. The village has tavernas where you can have a late lunch of grilled meat, village salad and local wine, if you did not bring a picnic.

## The way back

You can return the way you came, or loop back down towards the coast through different villages for a change of scenery. As the sun lowers, the views over the Paphos coastline open up on the descent, and you should be back in town in time for an evening stroll along the harbour.

## Practical tips

- **Fuel and cash.** Fill up before leaving Paphos and carry some cash; small village shops and coffee shops may not take cards.
- **Seasons.** Spring brings wild flowers and green hillsides; late summer and early autumn are harvest time, when the vineyards are at their busiest. The hills are noticeably cooler than the coast, and can be chilly in winter.
- **Modest dress.** Keep a light layer in the car for the monasteries.
- **Timing.** Monasteries usually close for a couple of hours in the early afternoon, so check hours and plan lunch around them.

The hills behind Paphos are easy to overlook on a beach holiday, but a day spent among them shows a quieter, older side of Cyprus that many visitors never see.
`,
  },
  {
    slug: 'paphos-with-kids',
    title: 'Paphos with kids: a family guide',
    excerpt:
      'The best beach for toddlers, the zoo, the waterpark, pushchair-friendly walks and history that children actually enjoy, plus practical tips for coping with the summer heat.',
    category: 'Family',
    featuredImageUrl: '/images/guides/paphos-with-kids.svg',
    longtailKeywords: [
      'paphos with kids',
      'family beaches paphos',
      'paphos zoo bird show',
      'paphos waterpark tips',
      'things to do in paphos with children',
    ],
    useAccordion: false,
    placeSlugs: [
      'coral-bay-beach',
      'paphos-zoo',
      'aphrodite-waterpark',
      'paphos-coastal-broadwalk',
      'geroskipou-loukoumi-shops',
      'attikon-open-air-cinema',
    ],
    publishedDaysAgo: 112,
    content: `Paphos is an easy place to travel with children. Distances are short, the sea is warm for half the year, Cypriots are famously fond of children, and most restaurants will happily produce a high chair and a plate of chips. The main things to plan around are the summer heat and the fact that the best family days involve a car or a bus ride. This guide picks out the places that work best for families, with practical tips for each.

## Beach days

For small children, the best beach in the area is **Coral Bay Beach**, about half an hour north of the harbour on bus 615. The sand is soft, the bay is sheltered between two headlands and the water shelves gently, so little ones can paddle safely. It has lifeguards in season, sunbeds for hire and cafés and ice-cream shops a short walk away. Go in the morning or late afternoon to avoid both the crowds and the strongest sun.

Closer to town, the municipal beach at Faros, below the lighthouse, is handy because the car park is right next to the sand and there are showers and changing cabins. The way into the water is rocky, so pack water shoes for everyone.

Wherever you go, keep to beaches with lifeguards, watch for the flags, and remember that the sun is fierce between late morning and mid-afternoon from May to October. A sunshade, hats, long-sleeved swim tops and plenty of water are not optional.

## Paphos Zoo

**Paphos Zoo** near Peyia, in the hills above the Agios Georgios coast, is the island's largest zoo and a guaranteed hit. It began as a bird park, and the parrot and bird-of-prey collection is still the highlight, with daily bird shows in the amphitheatre where the birds swoop low over the audience. There are also giraffes, lions, tigers, lemurs and penguins, and feeding the giraffes (for a small extra charge) is something children talk about for weeks.

The paths are buggy-friendly and the zoo is open every day of the year. Allow at least half a day, bring hats and water, and time your visit around the bird shows.

## Paphos Aphrodite Waterpark

On hot summer days, the **Paphos Aphrodite Waterpark** on Poseidonos Avenue, just east of Kato Paphos, is where local families go. It has a wave pool and lazy river for younger children, family raft rides, and steeper slides for older children and adults. Lockers and a wristband system mean you do not have to worry about your valuables.

It opens in the summer season only, so check the dates and prices before you go. Queues for the big slides are shortest first thing in the morning and late in the afternoon, and it is worth packing your own sun cream and a refillable bottle.

## A walk and a run-around

The **Kato Paphos Coastal Boardwalk** is a flat, paved path that starts by the archaeological park entrance at the harbour and follows the shore around the park to Faros Beach. It is perfect for pushchairs, scooters and small bikes, with benches and shelters along the way and the lighthouse and old walls in view for much of it. There is no shade at midday, so save it for the evening, when the sunset and an ice cream at the harbour make a lovely end to the day.

The harbour itself is fun for children, with fishing boats, the castle at the end of the mole and short glass-bottom boat trips that pass over a shipwreck, a good choice for non-swimmers.

## History that children enjoy

Ancient sites can be a hard sell, but two in Paphos usually work. At the Tombs of the Kings, children can climb down stone steps into the rock-cut tombs, which feels like exploring. At the archaeological park, the mosaics are full of animals, gods and monsters; turning it into a game of "spot the peacock" or "find the Minotaur" keeps younger ones engaged. Go early, before the heat builds.

## Treats and evenings out

In Geroskipou, just east of Paphos, the **Geroskipou Loukoumi Shops** sell the village's famous loukoumi (Cyprus delight), and some let you watch it being made and try a piece before you buy. It makes a sweet stop on the way to or from the airport.

On summer evenings, the **Attikon Cultural Centre & Open-Air Cinema** in the town centre shows films in its garden, usually from around 9pm, in the original language with subtitles. The programme is mostly classic and art-house, so check what is on; when there is a family-friendly film, it is a magical way for older children to stay up late. Take a cushion and insect repellent.

## Practical tips

- **Timing.** Plan outdoor activities for the morning and late afternoon, and use the middle of the day for a long lunch, a siesta or the pool.
- **Getting around.** Car seats are available from hire companies but must be booked. Local buses are cheap and run to Coral Bay and along the coast.
- **Eating out.** Tavernas are relaxed about children and often offer smaller portions. Dinner is late by British standards, but nobody minds children at the table at 9pm.
- **Chemists** are easy to find and pharmacists are helpful for minor ailments, sunburn and insect bites.
- **Spring and autumn** are the easiest seasons with young children: warm enough for the beach, but without the heat of July and August.

With a little planning around the sun, Paphos offers a mix of beaches, animals, water slides and gentle history that keeps most families happily busy for a week or two.
`,
  },
];
