/**
 * English for the demo content, written for this project like the Japanese it translates
 * (data-translations.mjs stores it as the translation pipeline would). Post place names that are
 * a demo place's name come from `places`; only other place names are written here.
 */
export const en = {
  places: {
    1: {
      name: 'Minato Town Hall, Main Hall',
      description:
        'The town’s 600-seat hall, used for concerts, plays and the coming-of-age ceremony.',
      access: '6 min walk from Minato Station · parking for 120 cars',
      hours: '9:00\u00a0AM–9:00\u00a0PM (closed Mondays)',
    },
    2: {
      name: 'Seaside Park Open-Air Stage',
      description:
        'An open-air stage on a lawn overlooking the harbour: the main venue of the music festival and the summer festival.',
      access: '10 min walk from Minato Station · Seaside Park car park (paid)',
    },
    3: {
      name: 'Live House Todai',
      description:
        'A live house for about 120 people behind the shopping street. Its jazz and acoustic nights are popular.',
      access: '4 min walk from Minato Station (behind the Minato Ginza shopping street)',
      hours: '6:00–11:00\u00a0PM (show days only)',
    },
    4: {
      name: 'Minato Shrine Grounds',
      description:
        'The guardian shrine of the town. At the autumn grand festival, food stalls line the grounds and kagura and taiko are performed as offerings.',
      access: '12 min walk from Minato Station · the approach is a steep slope',
    },
    5: {
      name: 'Kawabata Park Open Square',
      description:
        'A wide park along the Minato River: the place to watch the winter fireworks, with food trucks at weekends.',
      access: '8 min walk from Minato Station',
    },
    6: {
      name: 'Minato Town Library, Multipurpose Room',
      description:
        'The library’s multipurpose room (40 seats), used for story times, classes and small exhibitions.',
      access: '9 min walk from Minato Station',
      hours: '9:30\u00a0AM–6:00\u00a0PM (closed Tuesdays)',
    },
    7: {
      name: 'Minato Ginza Shopping Street, Arcade Square',
      description:
        'A small square halfway along the arcade, where the sale’s prize draws and street concerts take place.',
      access: '3 min walk from Minato Station',
    },
    8: {
      name: 'Harbour Morning Market Square',
      description:
        'Every Sunday from 7 a.m., the morning market sets out fish fresh off the boats, vegetables and mandarins here.',
      access: '9 min walk from Minato Station · extra parking on market days',
      hours: 'Sundays 7:00–11:00\u00a0AM',
    },
    9: {
      name: 'Ramen Minatoya',
      description:
        'Clear soy-sauce ramen made with local seafood and chicken stock. Expect a queue at lunch; open until 9 p.m.',
      access: '4 min walk from Minato Station',
      hours: '11:00\u00a0AM–3:00\u00a0PM / 5:30–9:00\u00a0PM (closed Wednesdays)',
    },
    10: {
      name: 'Seaside Café Shiosai',
      description:
        'A café with the sea filling its windows, proud of its own roasted coffee and homemade cakes.',
      access: '11 min walk from Minato Station',
      hours: '9:00\u00a0AM–6:00\u00a0PM (closed Thursdays)',
    },
    11: {
      name: 'Bakery Komugi',
      description:
        'A small bakery in front of the station. Fresh bread comes out at 7:00, 11:00 and 15:00.',
      access: 'In front of Minato Station',
      hours: '7:00\u00a0AM–6:00\u00a0PM (closed Mondays)',
    },
    12: {
      name: 'Uogashi Diner Marumi',
      description:
        'A diner right in front of the harbour, known for seafood bowls of the morning’s local catch and simmered golden-eye snapper.',
      access: '9 min walk from Minato Station',
      hours: '7:00\u00a0AM–2:00\u00a0PM (closed Tuesdays)',
    },
    13: {
      name: 'Soba Yamate-an',
      description:
        'A hand-made soba shop halfway up the slope to the shrine. You grate your own wasabi.',
      access: '10 min walk from Minato Station',
      hours: '11:30\u00a0AM–2:30\u00a0PM, or until sold out (closed Mondays)',
    },
    14: {
      name: 'Tsukimi Sweets House',
      description:
        'A long-established Japanese sweets shop on the shopping street: anmitsu, zenzai and shaved ice of the season.',
      access: '3 min walk from Minato Station',
      hours: '10:30\u00a0AM–5:30\u00a0PM (closed Tuesdays)',
    },
    15: {
      name: 'Izakaya Tomoshibi',
      description:
        'An izakaya the local fishermen go to, proud of its sashimi platters and local sake. Open until 2 a.m. at weekends.',
      access: '5 min walk from Minato Station',
      hours: '5:00\u00a0PM–1:00\u00a0AM (next day; Fri and Sat until 2:00\u00a0AM; closed Sundays)',
    },
    16: {
      name: 'Western Kitchen Minato-tei',
      description:
        'The town’s Western-style restaurant since the Showa era. The fried prawn and hamburg steak set is the favourite.',
      access: '7 min walk from Minato Station',
      hours: '11:00\u00a0AM–3:00\u00a0PM / 5:00–8:30\u00a0PM (closed Wednesdays)',
    },
    23: {
      name: 'Sushi Ushio',
      description:
        'An eight-seat counter sushi bar serving local fish straight from the harbour. The chef’s choice nigiri at lunch is a bargain.',
      access: '8 min walk from Minato Station',
      hours: '12:00–2:00\u00a0PM / 5:00–10:00\u00a0PM (closed Mondays)',
    },
    24: {
      name: 'Japanese Dining Kamome',
      description:
        'A Japanese restaurant open from the morning, with set meals of dried fish and local vegetables. Famous for its golden-eye snapper rice.',
      access: '10 min walk from Minato Station',
      hours: '8:00\u00a0AM–2:00\u00a0PM / 5:00–8:00\u00a0PM (closed irregularly)',
    },
  },
  artists: {
    1: {
      name: 'Shiosai Brothers',
      genre: 'Rock',
      bio: 'A four-piece rock band built around two brothers from Minato Town. Their best-known song, “Beyond the Breakwater”, sings of the harbour town.',
    },
    2: {
      name: 'Mio Hayase',
      genre: 'Singer-songwriter',
      bio: 'A singer-songwriter touring cafés and live houses across Japan with her acoustic guitar. Her second album, “Letters on the Sea Breeze”, is out now.',
    },
    3: {
      name: 'Minato Taiko Preservation Society',
      genre: 'Taiko drums',
      bio: 'Founded in 1978. From the offering performance at the autumn grand festival to events in and beyond the town, they play powerful taiko.',
    },
    4: {
      name: 'The Lighthouse Keepers',
      genre: 'Jazz',
      bio: 'A piano, double bass and drums jazz trio, regulars of Live House Todai’s monthly jazz night.',
    },
    5: {
      name: 'Ao Kobayashi',
      genre: 'Piano',
      bio: 'A pianist living in Minato Town, loved for gentle-toned improvisations on everything from classical pieces to film music.',
    },
    6: {
      name: 'Minato Town Wind Orchestra',
      genre: 'Wind band',
      bio: 'A community wind orchestra of about 40 members, from junior high school students to people in their seventies. Its Christmas concert every December is a town tradition.',
    },
    7: {
      name: 'DJ KAIRI',
      genre: 'Club music',
      bio: 'A DJ at his best with chilled house music that suits a seaside sunset.',
    },
    8: {
      name: 'Hamakaze Gospel Choir',
      genre: 'Gospel',
      bio: 'A gospel choir of 20 volunteers from the town, known for shows that bring the whole audience together clapping along.',
    },
  },
  posts: {
    1: {
      title: 'Welcome to jimoto!',
      body: 'Thank you for opening jimoto, the community app of Minato Town.\nFrom shops’ new menus to events, coupons and disaster information, this is where we all share what is happening in town right now.\nWhen you post, please mind your manners: ask the people in your photos first and never post personal information.',
    },
    2: {
      title: 'Minato Shrine Autumn Grand Festival',
      body: 'The autumn grand festival is on again this year. About 30 food stalls will line the shrine grounds; at 18:00 the Minato Taiko Preservation Society plays an offering performance, and at 19:00 kagura is offered.\nRoads around the shrine are closed to traffic from 17:00. Please come by public transport.',
    },
    3: {
      body: 'The maples along the approach to Minato Shrine have started to turn 🍁 They should be at their best around next week’s grand festival. The morning air was crisp and lovely.',
    },
    4: {
      title: 'New: the “Harbour Melon Pan”',
      body: 'A pinch of Izu salt in the cookie crust: our new melon pan is crisp outside and fluffy inside. Fresh out of the oven at 7:00 and 11:00. Only 40 a day, so come early!',
    },
    5: {
      body: 'Fine, even-sized golden-eye snapper this morning, nicely fatty too. This season, simmered in soy is the way to eat them. Uogashi Diner Marumi has some in as well 🐟',
    },
    6: {
      title: 'The autumn stamp rally has started!',
      body: 'From November 1 to December 25 we hold the “Minato Town Autumn Walking Stamp Rally”.\nStarting at the tourist information centre by the station, the 4 km course takes in six spots: the shrine, the shopping street, the morning market, Kawabata Park and Shiomi Hill. Join from “Stamp rally” in this app.\nCollect all six and the first 300 people get an original tenugui towel!',
      place_name: 'Minato Station Tourist Information Centre',
    },
    7: {
      title: 'Limited time: golden-eye snapper salt ramen',
      body: 'Our salt ramen made with golden-eye snapper bones is back this year. A light yet deep soup, topped with seared chashu and a soft-boiled seasoned egg. Only until the end of November 🍜',
    },
    8: {
      body: 'Cake set at Seaside Café Shiosai ☕ A yacht drifted slowly past the window and time seemed to slow down too. The strawberry on the shortcake is huge!',
    },
    9: {
      title: 'Minato Music Festival 2026',
      body: 'The “Minato Music Festival”, two days of music on the open-air stage overlooking the harbour, is back! Eight acts, from taiko to gospel, jazz and rock. On the second night a DJ plays until 0:30.\nFree entry, rain or shine (in a storm the festival moves to the Town Hall). Food trucks and stalls of local shops too.',
    },
    10: {
      body: 'At the Sunday morning market today the mandarins have started to appear. Still a little sour, and that is just right 🍊 Tomatoes and aubergines were cheap too.',
    },
    11: {
      body: 'A walk up to the Yamate tea fields. Culture Day brought fine weather, and Mt Fuji stood out clearly beyond the tea fields 🗻 The slope is hard work, but I really love this view.',
      place_name: 'Yamate Tea Fields',
    },
    12: {
      title: 'Minatoya free large serving coupon',
      body: 'A large serving (+¥150) is free on every ramen at Ramen Minatoya. Please show this screen to the staff before you pay.',
      coupon_offer: 'Free large serving (worth ¥150)',
      coupon_terms:
        'Once per person. Cannot be combined with other coupons or discounts. Valid at lunch and dinner.',
    },
    13: {
      body: 'The 11:00 bake is out and the curry bread is fried! It is raining today, so every customer who comes in gets a free rusk ☔',
    },
    14: {
      title: 'Story time: “Creatures of the Sea”',
      body: 'A story time by the library’s volunteer group for small children up to the first years of primary school. We read picture books and kamishibai about sea creatures. No booking needed, free of charge.',
    },
    15: {
      body: 'Sabiki fishing on the breakwater after work: just over 20 horse mackerel. The evening wind is getting cold, so if you go fishing, bring an extra layer.',
      place_name: 'Minato Harbour East Breakwater',
    },
    16: {
      body: 'Autumn festival banners and pennants are up in the shopping street arcade. Tsukimi Sweets House has started its chestnut zenzai again this year 🌰',
    },
    17: {
      title: 'Extra closing day',
      body: 'Wednesday, November 11 is our regular day off, and we will also be closed on Thursday the 12th to prepare. We are sorry for the inconvenience and thank you for your understanding.',
    },
    18: {
      title: '10% off when you buy 3 or more breads',
      body: 'At Bakery Komugi, customers who buy three or more breads get 10% off their bill.',
      coupon_offer: '10% off your bill (3 or more breads)',
      coupon_terms:
        'Once a day, up to twice per person. Reserved items such as stollen are not included.',
    },
    19: {
      title: 'We went to the autumn grand festival',
      body: 'The lanterns were beautiful and the shrine grounds were full of people 🏮 We ate takoyaki and the children were hooked on goldfish scooping. The drums shook right through my stomach, and I thought again how much I love this festival.',
    },
    20: {
      body: 'The Minato Taiko Preservation Society was so cool at yesterday’s grand festival. Junior high school kids were drumming with them, and now my son says he wants to join next year 🥁',
    },
    21: {
      title: 'Jazz night at Live House Todai',
      body: 'Our monthly jazz night. This month pianist Ao Kobayashi joins The Lighthouse Keepers.\n¥2,000 cover (one drink included) · doors open 18:30.',
    },
    22: {
      title: 'Autumn leaves: Minato Shrine is starting to turn',
      body: 'The maples in the grounds of Minato Shrine are now “starting to turn”. They are expected to be at their best from late November to early December. The stone steps of the approach are slippery, so please wear comfortable shoes.',
    },
    23: {
      title: 'Shopping street ¥300 discount voucher',
      body: 'A ¥300 discount voucher for the member shops (about 40) of the Minato Ginza shopping street. Use it together with the year-end sale’s prize draw tickets.',
      coupon_offer: '¥300 off (on purchases of ¥1,500 or more)',
      coupon_terms:
        'Once per person. For purchases of ¥1,500 or more (tax included). Some shops and items are excluded.',
    },
    24: {
      body: 'This week’s weekend-only campagne comes in two kinds: multigrain, and walnut. Slice it and toast it lightly and the aroma really opens up 🍞',
    },
    25: {
      title: 'Minato River Winter Fireworks',
      body: 'About 2,000 fireworks light up the clear winter night sky. Watch them from Kawabata Park. Starts at 19:00 and lasts about 45 minutes.\nIn stormy weather it moves to Sunday, December 13. There is no parking near the venue.',
    },
    26: {
      body: 'Rainy days are library days. The local history corner has a photo book of the old Minato Harbour, and I stayed far longer than I meant to 📚 The breakwater was already there, in the same place and the same shape. Moving.',
    },
    27: {
      title: 'Shiosai: ¥100 off the cake set',
      body: 'The cake set (¥950) at Seaside Café Shiosai is ¥100 off.',
      coupon_offer: '¥100 off the cake set',
      coupon_terms:
        'Once per person. Please show this screen when you order. Not valid for takeaway.',
    },
    28: {
      body: 'A bag of mandarins for ¥300 at the morning market. They say lots of them are sweet this year. The family finished the whole bag in no time 🍊 Got my stamp rally stamp while I was there.',
    },
    29: {
      body: 'Trying out a new bowl between prep. I am thinking of a miso-butter corn ramen, winter only, from next month. Anyone want to try it?',
    },
    30: {
      title: 'Parent-and-child bread-making class',
      body: 'A bread-making class for primary school children and their parents. Make melon pan and sausage rolls and take them home fresh from the oven.\nSix pairs at most · ¥1,500 per pair. Sign up in the shop or by phone.',
    },
    31: {
      body: 'Stamp rally: finally made it to the third spot, the shopping street. Still to go: the morning market, Kawabata Park and Shiomi Hill. Planning to do them all at the weekend 💪',
    },
    32: {
      title: '¥100 voucher for the morning market',
      body: 'A ¥100 voucher for the stallholders of the harbour morning market. It can also be used at the thanksgiving market on the 22nd.',
      coupon_offer: '¥100 off (when you spend ¥500 or more)',
      coupon_terms: 'One voucher per purchase. Up to three times per person.',
    },
    33: {
      body: 'Today’s sunset over the harbour was stunning. I was putting the boat away and just stopped to watch for a while 🌅',
    },
    34: {
      title: 'Harbour morning market thanksgiving',
      body: 'This week the usual Sunday morning market grows into a “thanksgiving market”! A grab-all-you-can mandarin game for the first 100 people, and a golden-eye snapper filleting show from 9:00.',
    },
    35: {
      title: 'We will have a stall at the thanksgiving market on the 22nd',
      body: 'Bakery Komugi will have a stall at the harbour morning market’s thanksgiving on Sunday, November 22! We will bake a market-only “whitebait and cheese focaccia”. Until it runs out.',
    },
    36: {
      title: 'Christmas Concert 2026',
      body: 'The yearly Christmas concert of the Minato Town Wind Orchestra and the Hamakaze Gospel Choir, with a medley of Christmas songs and a sing-along with the audience.\nFree entry (no tickets needed) · doors open 13:30.',
    },
    37: {
      title: 'Marumi: free side dish with a seafood bowl',
      body: 'At Uogashi Diner Marumi, everyone who orders a seafood bowl gets a small side dish on the house.',
      coupon_offer: 'A free side dish with a seafood bowl',
      coupon_terms:
        'Once per person. The side dish changes from day to day with what comes in from the market.',
    },
    38: {
      body: 'A seafood bowl at Uogashi Diner Marumi. Horse mackerel, golden-eye snapper, whitebait, salmon roe… all so fresh. The scent of aosa seaweed in the miso soup was lovely too. Happy from the morning on 😋',
    },
    39: {
      title: 'Town-wide disaster drill',
      body: 'When the disaster radio announces the drill earthquake at 9:00, first keep yourself safe, then, assuming a tsunami, evacuate to the nearest shelter or high ground.\nAt the No. 1 Primary School you can also try the earthquake simulator truck and taste emergency food. Check your shelter on the app’s hazard map beforehand.',
      place_name: 'Minato Town No. 1 Primary School Gym',
    },
    40: {
      title: 'Take a look at the hazard map',
      body: 'There is a town-wide disaster drill on December 6. We live near the harbour, so in a tsunami we go to the Minatomachi evacuation tower or the No. 1 Primary School. This app’s hazard map shows the shelters, so it is worth checking it once with your family.',
      place_name: 'Minatomachi Tsunami Evacuation Tower',
    },
    41: {
      title: 'Tsukimi: ¥50 off chestnut zenzai',
      body: 'Tsukimi Sweets House’s autumn-only “chestnut zenzai” is ¥50 off.',
      coupon_offer: '¥50 off chestnut zenzai',
      coupon_terms: 'Once per person. Made in limited numbers; we apologise if it sells out.',
    },
    42: {
      title: 'We will have a stall at the music festival!',
      body: 'Minatoya will run a stall at the “Minato Music Festival 2026” on November 28. We plan to serve mini salt ramen and seared chashu rice bowls. Drop by between the shows 🍜🎸',
    },
    43: {
      title: 'Minato Ginza Shopping Street year-end sale',
      body: 'The shopping street’s year-end sale runs from November 21 to 29! For every ¥500 you spend you get one prize draw ticket. At the draw in the Arcade Square you can win prizes such as the top prize, a night for two at a hot-spring inn.',
    },
    44: {
      body: 'The cold morning left the air crystal clear, and Mt Fuji seen from the tea fields has plenty of snow now. Winter is close. I should have brought some hot tea 🍵',
      place_name: 'Yamate Tea Fields',
    },
    45: {
      title: 'Tomoshibi: first draught beer half price',
      body: 'At Izakaya Tomoshibi your first draught beer (medium) is half price. Enjoy it with a sashimi platter.',
      coupon_offer: 'First draught beer (medium) half price',
      coupon_terms:
        'Once per person. We cannot serve alcohol to anyone under 20 or to anyone driving.',
    },
    46: {
      title: 'Yamate tea field walk',
      body: 'A 5 km walk along the farm roads through the tea fields, with Mt Fuji and the sea in view at once. At the finish, a local tea farmer shows how to brew a delicious cup.\nMeet at Yamate Park · ¥500 (tea and sweets included).',
      place_name: 'Yamate Park',
    },
    47: {
      title: 'Stollen orders are open',
      body: 'Komugi’s stollen, with dried fruit soaked in rum for two months. Only 30 this year, ready from December 1. Order in the shop or by phone 🎄',
    },
    48: {
      body: 'For the winter fireworks on December 12, I plan to watch from the Kawabata Park side this year. Last year the fireworks reflected on the river were so beautiful. It will be cold, so wrap up warm 🎆',
    },
    49: {
      body: 'On the way home, a big moon over the harbour. It didn’t come out well in a photo, so just in words. It is very quiet tonight, and I can hear the waves clearly 🌙',
    },
    // The stamp rally's reward (a coupon post); the rally's own texts are in `rallies` below.
    90: {
      title: 'Stamp rally completion: tenugui towel voucher',
      body: 'For everyone who completed the autumn walking stamp rally. Show this screen at the tourist information centre to receive a “Minato Town original tenugui towel”.',
      coupon_offer: 'One Minato Town original tenugui towel',
      coupon_terms: 'Only for those who completed the stamp rally. Once per person.',
    },
  },
  rallies: {
    1: {
      title: 'Minato Town Autumn Walking Stamp Rally',
      description:
        'A course of about 4 km from the station past the shrine, the shopping street, the harbour and the riverside. Enter the code posted at each spot to get its stamp.',
      reward:
        'Collect 5 of the 6 stamps for a coupon you can exchange at the tourist information centre for a “Minato Town original tenugui towel”',
    },
  },
  rallySpots: {
    1: {
      name: 'Minato Station Tourist Information Centre',
      description: 'The starting point. Take part with this app instead of a paper stamp card.',
    },
    2: {
      name: 'Minato Shrine',
      description:
        'Through the torii gate on the right, the code is in front of the shrine office.',
    },
    3: {
      name: 'Minato Ginza Shopping Street',
      description: 'The code is on the notice board in the arcade square.',
    },
    4: {
      name: 'Harbour Morning Market Square',
      description:
        'Beside the morning market’s information tent. It is posted on days without a market too.',
    },
    5: {
      name: 'Kawabata Park',
      description: 'At the entrance to the riverside path, under the fireworks festival sign.',
    },
    6: {
      name: 'Shiomi Hill Lookout',
      description:
        'The finish. The code is on the railing of the lookout, with the harbour and the town spread out below.',
    },
  },
}
