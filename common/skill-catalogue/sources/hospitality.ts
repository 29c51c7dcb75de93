import type { SkillSource } from "../types";

/** Hotels, restaurants, kitchens, bars, events, travel and leisure. */
export const HOSPITALITY: SkillSource = {
  category: "hospitality",
  lines: `
Food Safety | food handling, safe food handling, food safety certification, food handler
ServSafe | ServSafe certified, ServSafe Manager, ServSafe Food Handler, Serv Safe
Food Preparation | food prep, prep cook, prepping food
Line Cooking | line cook, cooking line, grill cook, fry cook, short order cook
Culinary Arts | culinary, chef, culinary degree, sous chef, executive chef
Knife Skills | knife work, precision cutting
Baking | baker, bread baking, pastry, pastry chef
Cake Decorating | cake decorator
Grilling | grill station, broiler
Sauteing | saute station, saute cook
Menu Planning | menu development, menu design, recipe development
Recipe Costing | food costing, food cost control, plate costing
Kitchen Management | kitchen manager, back of house, BOH, kitchen operations
Dishwashing | dishwasher, dish machine, steward kitchen
Kitchen Sanitation | kitchen cleaning, health code compliance, health inspections
Banquet Cooking | banquet cook, banquet kitchen
Catering | caterer, catering services, off-site catering
Institutional Cooking | school cafeteria, hospital food service, institutional food service
Food Service | food service worker, foodservice, food server
Table Service | waiter, waitress, table server, restaurant server, waitstaff, wait staff
Fine Dining | fine-dining service, upscale dining
Bartending | bartender, mixology, mixologist, bar service, craft cocktails
Barback | bar back
Responsible Alcohol Service | TIPS certified, TIPS certification, alcohol awareness, responsible vendor
Wine Knowledge | sommelier, wine pairing, wine service
Barista | espresso drinks, coffee preparation, latte art
Restaurant Hosting | hostess, restaurant host, seating guests, host stand
Bussing | busser, bus boy, busboy, table bussing
Food Running | food runner, expediting, expeditor
Drive-Thru | drive thru, drive-through
Quick Service Restaurant | QSR, fast food, quick service
Restaurant Management | restaurant manager, front of house, FOH, restaurant operations
Table Management Software | OpenTable, Resy, SevenRooms
Toast POS | =Toast, Toast point of sale
Micros POS | Oracle Micros, Micros Simphony, Simphony POS
Aloha POS | Aloha, NCR Aloha
Square POS | Square point of sale, Square register
Guest Services | guest service, guest relations, guest experience
Hotel Front Desk | hotel front desk agent, hotel receptionist, night auditor, night audit
Hotel Operations | hotel management, hotel operations management, lodging operations
Property Management Systems Hotel | Opera PMS, Oracle Opera, OnQ, Fosse, hotel PMS
Check-In and Check-Out | check-in/check-out, guest check-in, checking in guests
Room Reservations | hotel reservations, group reservations, booking rooms
Revenue Management Hotel | hotel revenue management, RevPAR, yield management
Housekeeping | room attendant, hotel housekeeping, housekeeper, room cleaning
Laundry Operations | laundry attendant, linen handling, laundry
Housekeeping Supervision | housekeeping supervisor, executive housekeeper, housekeeping inspector
Bell Services | bellman, bellhop, bell staff, luggage handling
Valet Parking | valet, valet attendant, parking attendant
Doorman | door attendant
Event Setup | banquet setup, event staff, banquet server, banquet captain
Conference Services | meeting services, convention services
Wedding Planning | wedding coordinator, weddings
Audio Visual Events | AV technician, event AV, audio visual setup
Cruise Ship Operations | cruise line, cruise ship, shipboard hospitality
Theme Park Operations | attractions operator, theme park, ride operator
Casino Operations | casino, table games, card dealer, blackjack dealer, slot attendant
Gaming License | gaming license casino
Spa Services | spa attendant, spa therapist, spa receptionist
Fitness Instruction | personal trainer, fitness instructor, group fitness, NASM, ACE certified trainer
Lifeguarding | lifeguard, water safety, pool attendant
Recreation Programming | recreation leader, activities coordinator, camp counselor
Travel Agent | travel planning, travel consultant, travel advisor
Tour Guiding | tour guide, tours
Airline Operations | flight attendant, cabin crew, in-flight service
Ground Handling | ramp agent, baggage handler, ramp operations
Room Service | in-room dining
Minibar | minibar attendant
Buffet Attendant | buffet setup, buffet service
Food Presentation | plating, plate presentation
Portion Control | portioning
Food Inventory | kitchen inventory, food ordering, stock rotation, FIFO
Bar Inventory | liquor inventory, beverage inventory, pour cost
Beverage Management | beverage manager, beverage program
Hospitality Management | hospitality, hospitality industry, hospitality operations
Guest Complaint Handling | guest recovery, resolving guest complaints
Upscale Hotel Standards | Forbes standards, AAA diamond standards, luxury service
Cash Out Procedures | closing out checks, cash out, tip reporting
Allergen Awareness | food allergies, allergen training
Kosher Food Preparation | kosher
Halal Food Preparation | halal
Vegan Cooking | plant-based cooking, vegetarian cooking
Latin Cuisine | Cuban cuisine, Latin American cuisine, Caribbean cuisine
Italian Cuisine | Italian cooking, pasta making
Asian Cuisine | sushi, sushi chef, wok cooking, Asian cooking
Pizza Making | pizza cook, pizzaiolo
Smoking and Barbecue | barbecue, BBQ, pitmaster, smoker
Butler Service | butler, private service
Private Chef | personal chef, in-home chef
Nanny | nannying, childcare, child care, babysitting, au pair
Senior Companion | companion care, companionship
Pet Care | pet sitting, dog walking, kennel, kennel attendant, dog grooming, groomer
Event Security | crowd control, event staff security
Ushering | usher, ticket taker
Concessions | concession stand, concessions attendant
Catering Sales | catering manager, banquet sales
Hotel Sales | group sales hotel, hotel sales manager
Timeshare Sales | vacation ownership, timeshare
Hospitality Software | hotel software, restaurant software
Yacht Crew | yacht stew, stewardess, deckhand, STCW
`,
};
