import type { SkillSource } from "../types";

/** Programming languages, frameworks, data, cloud, infrastructure, security and IT support. */
export const IT_SOFTWARE: SkillSource = {
  category: "it-software",
  lines: `
JavaScript | JS, ECMAScript, ES6, Java Script, vanilla JS
TypeScript | Type Script
Python | Python 3, Python3
Java | Java SE, Java EE, J2EE, Jakarta EE, core Java
C# | C sharp, csharp, C-sharp
C++ | CPP, C plus plus
C Programming | C language, ANSI C, embedded C
Golang | Go language, Go programming
=Rust | Rust language
=Ruby | Ruby language
Ruby on Rails | =Rails, RoR
PHP | PHP 8, PHP7
=Swift | Swift UI, SwiftUI
Objective-C | ObjC, Objective C
Kotlin | Kotlin language
Scala | Scala language
R Programming | R language, RStudio, R programming language
MATLAB | Matlab programming
Perl | Perl scripting
Bash | bash scripting, shell scripting, shell scripts, sh scripting
PowerShell | Powershell scripting, PS scripting
Visual Basic | VB.NET, VBA, visual basic for applications, VB6
COBOL | Cobol programming
Fortran | Fortran programming
=Dart | Dart language
Elixir | Elixir language
Haskell | Haskell language
Lua | Lua scripting
Groovy | Groovy scripting
Solidity | smart contracts
SQL | structured query language, SQL queries, T-SQL, TSQL, Transact-SQL
PL/SQL | PLSQL, Oracle PL/SQL
PostgreSQL | Postgres, PSQL, Postgre SQL
MySQL | My SQL, MariaDB
Microsoft SQL Server | SQL Server, MSSQL, MS SQL, SSMS
Oracle Database | Oracle DB, Oracle RDBMS, Oracle 19c
MongoDB | Mongo, Mongo DB
Redis | Redis cache
Elasticsearch | Elastic Search, ELK stack, OpenSearch
Cassandra | Apache Cassandra
DynamoDB | Amazon DynamoDB, Dynamo DB
SQLite | SQLite3
Snowflake | Snowflake data warehouse
Google BigQuery | BigQuery, Big Query
Amazon Redshift | Redshift
Databricks | Databricks platform
Apache Spark | =Spark, PySpark, Spark SQL
Apache Kafka | Kafka, Kafka streams
Apache Airflow | Airflow
Hadoop | Apache Hadoop, HDFS, MapReduce
ETL | extract transform load, ETL pipelines, ELT
Data Warehousing | data warehouse, EDW, data marts
Data Modeling | data modelling, dimensional modeling, star schema
Data Engineering | data engineer, data pipelines
Data Analysis | data analytics, data analyst, analyzing data
Data Science | data scientist
Data Visualization | data viz, dashboards, dashboarding
Machine Learning | =ML, machine-learning, ML models
Deep Learning | neural networks, deep neural networks
Artificial Intelligence | =AI, AI/ML
Natural Language Processing | NLP, text mining
Computer Vision | image recognition, OpenCV
Large Language Models | LLM, LLMs, generative AI, GenAI, prompt engineering
TensorFlow | Tensor Flow, Keras
PyTorch | Torch
scikit-learn | sklearn, scikit learn
=Pandas | Python pandas
NumPy | Numpy arrays
Jupyter | Jupyter notebooks, Jupyter notebook, JupyterLab
Statistics | statistical analysis, statistical modeling
A/B Testing | split testing, AB testing, experimentation
Tableau | Tableau Desktop, Tableau Server
Power BI | PowerBI, Microsoft Power BI, Power BI Desktop
Looker | Looker Studio, Google Data Studio
Qlik | QlikView, Qlik Sense
SSIS | SQL Server Integration Services
SSRS | SQL Server Reporting Services
Informatica | Informatica PowerCenter
Alteryx | Alteryx Designer
dbt | data build tool
HTML | HTML5, HTML 5
CSS | CSS3, CSS 3, cascading style sheets
Sass | SCSS
Tailwind CSS | Tailwind, TailwindCSS
=Bootstrap | Twitter Bootstrap, Bootstrap CSS
React | React.js, ReactJS, React JS
React Native | ReactNative
Angular | Angular.js, AngularJS, Angular 2+
Vue.js | VueJS, =Vue, Vue 3, Nuxt, Nuxt.js
Svelte | SvelteKit
Next.js | NextJS, Next JS
Redux | Redux Toolkit
jQuery | JQuery
Node.js | NodeJS, Node JS, =Node
Express.js | Express JS, ExpressJS, =Express
NestJS | Nest.js
Django | Django REST framework, DRF
=Flask | Python Flask
FastAPI | Fast API
Spring Boot | SpringBoot, Spring framework, Spring MVC
Hibernate | JPA, Hibernate ORM
ASP.NET | ASP.NET Core, ASP.NET MVC, ASPNET
.NET | dotnet, .NET Core, .NET Framework, dot net
Entity Framework | EF Core, Entity Framework Core
Laravel | Laravel PHP
Symfony | Symfony PHP
WordPress | Word Press, WP development
Drupal | Drupal CMS
Shopify Development | Shopify Liquid, Shopify theme development
Flutter | Flutter SDK
iOS Development | iOS developer, iPhone development, iOS apps
Android Development | Android developer, Android SDK, Android apps
Xamarin | Xamarin Forms, .NET MAUI
Mobile App Development | mobile development, mobile apps
Web Development | web developer, website development
Front-End Development | frontend, front end development, front-end developer, frontend developer
Back-End Development | backend, back end development, back-end developer, backend developer
Full-Stack Development | full stack, fullstack, full-stack developer, full stack developer
REST APIs | REST, RESTful, RESTful APIs, REST API, RESTful web services
GraphQL | Graph QL, Apollo GraphQL
gRPC | Protocol Buffers, protobuf
SOAP | SOAP web services, WSDL
Microservices | micro services, microservice architecture
API Design | API development, OpenAPI, Swagger
WebSockets | Web Sockets, Socket.IO
Object-Oriented Programming | OOP, object oriented programming, object oriented design, OOD
Design Patterns | software design patterns, gang of four
Data Structures and Algorithms | data structures, algorithms, DSA
Test-Driven Development | TDD, test driven development
Unit Testing | unit tests, xUnit, NUnit
=Jest | Jest testing
JUnit | JUnit 5
pytest | PyTest framework
Selenium | Selenium WebDriver
=Cypress | Cypress.io
Playwright | Playwright testing
Software Testing | QA testing, quality assurance testing, software QA, QA engineer
Test Automation | automated testing, automation testing, automated tests
Manual Testing | manual QA, test cases, test case design
Performance Testing | load testing, JMeter, LoadRunner, k6
Postman | Postman API testing
Git | Git version control, version control
GitHub | Git Hub, GitHub Actions
GitLab | GitLab CI
Bitbucket | Bit Bucket
Subversion | SVN
CI/CD | continuous integration, continuous delivery, continuous deployment, CI CD
Jenkins | Jenkins pipelines
Azure DevOps | ADO, VSTS, Azure Pipelines
DevOps | Dev Ops, DevSecOps
Site Reliability Engineering | SRE, site reliability
Docker | Docker containers, containerization, Dockerfile
Kubernetes | K8s, K8, EKS, AKS, GKE, OpenShift
=Helm | Helm charts
Terraform | HashiCorp Terraform, infrastructure as code, IaC
Ansible | Ansible playbooks
=Puppet | Puppet configuration management
Chef Infra | Chef configuration management
Amazon Web Services | AWS, Amazon AWS, AWS cloud
AWS Lambda | Lambda functions, serverless
Amazon EC2 | EC2, Elastic Compute Cloud
Amazon S3 | S3 buckets, AWS S3
AWS CloudFormation | CloudFormation
Microsoft Azure | Azure, Azure cloud, MS Azure
Google Cloud Platform | GCP, Google Cloud
Cloud Computing | cloud infrastructure, cloud services
Cloud Architecture | cloud architect, solutions architecture
Linux | Linux administration, Red Hat, RHEL, Ubuntu, CentOS, Debian
Unix | UNIX systems, Solaris, AIX
Windows Server | Windows Server 2019, Windows Server 2016, Windows Server administration
Active Directory | =AD, Azure AD, Entra ID, LDAP
Group Policy | GPO, group policy objects
Microsoft Exchange | Exchange Server, Exchange Online
Microsoft 365 Administration | O365 admin, Office 365 administration, M365 admin
VMware | vSphere, ESXi, VMware vCenter
Hyper-V | Microsoft Hyper-V
Virtualization | virtual machines, server virtualization
Citrix | Citrix XenApp, Citrix Virtual Apps
System Administration | sysadmin, systems administrator, system admin
Network Administration | network administrator, network admin
Networking | computer networking, network engineering, network engineer
TCP/IP | TCP IP, IP networking
DNS | domain name system, DNS management
DHCP | DHCP server
Routing and Switching | routers and switches, routing protocols, switching
Cisco | Cisco IOS, Cisco networking, Cisco routers
CCNA | Cisco certified network associate
CCNP | Cisco certified network professional
Firewalls | firewall configuration, Palo Alto firewalls, Fortinet, FortiGate
VPN | virtual private network, site-to-site VPN
Wireless Networking | WiFi, Wi-Fi, WLAN
SD-WAN | software-defined WAN
Load Balancing | load balancers, F5, NGINX load balancing
NGINX | nginx web server
Apache HTTP Server | Apache web server, httpd
Help Desk | helpdesk, help desk support, service desk
Technical Support | tech support, IT support, end user support
Desktop Support | desktop technician, PC support
Troubleshooting | troubleshoot, diagnosing issues, problem diagnosis
Hardware Installation | hardware repair, PC repair, computer repair, imaging computers
ServiceNow | Service Now, SNOW ticketing
Ticketing Systems | ticket management, Zendesk, Freshdesk, ticketing system
ITIL | ITIL v4, ITIL foundation, IT service management, ITSM
CompTIA A+ | A+ certification, A+ certified, CompTIA A plus
CompTIA Network+ | Network+, Network plus
CompTIA Security+ | Security+, Security plus
Cybersecurity | cyber security, information security, InfoSec, IT security
Network Security | network defense, intrusion detection, IDS, IPS
Security Operations | SOC, security operations center, SOC analyst
SIEM | Splunk, QRadar, security information and event management, Microsoft Sentinel
Vulnerability Management | vulnerability scanning, Nessus, Qualys, vulnerability assessment
Penetration Testing | pen testing, ethical hacking, pentesting, Burp Suite
Incident Response | security incident response, IR, digital forensics
Identity and Access Management | IAM, identity management, Okta, SSO, single sign-on
NIST Cybersecurity Framework | NIST CSF, NIST 800-53
SOC 2 | SOC2, SOC 2 compliance
CISSP | certified information systems security professional
CISM | certified information security manager
CEH | certified ethical hacker
Encryption | PKI, cryptography, TLS, SSL certificates
Endpoint Protection | antivirus, EDR, CrowdStrike, endpoint security
Backup and Recovery | disaster recovery, backups, Veeam, business continuity
Mobile Device Management | MDM, Intune, Microsoft Intune, Jamf
Software Development Life Cycle | SDLC, software development lifecycle
Agile | Agile methodology, Agile development, agile methodologies
Scrum | Scrum methodology, sprints, sprint planning
Kanban | Kanban boards
Jira | Atlassian Jira, JIRA software
Confluence | Atlassian Confluence
Software Architecture | system design, systems architecture, software architect
Distributed Systems | distributed computing
Event-Driven Architecture | event driven, message queues, RabbitMQ, message broker
Embedded Systems | embedded software, firmware, microcontrollers, RTOS
Internet of Things | IoT, IoT devices
Blockchain | distributed ledger, Ethereum, web3
Game Development | =Unity, Unreal Engine, game programming
UX Design | user experience, UX, user experience design, UX designer
UI Design | user interface design, =UI, UI designer, UI/UX
Figma | Figma design
=Sketch | Sketch app
Adobe XD | XD prototyping
Wireframing | wireframes, prototyping, mockups
User Research | usability testing, user interviews
Accessibility | WCAG, web accessibility, a11y, Section 508, ADA compliance web
Technical SEO | technical search engine optimization
Salesforce Administration | Salesforce admin, Salesforce administrator, SFDC admin
Salesforce Development | Apex, Visualforce, Lightning Web Components, LWC
SAP | SAP ERP, SAP S/4HANA, S/4HANA, SAP ECC
Oracle E-Business Suite | Oracle EBS, Oracle Apps
Microsoft Dynamics 365 | Dynamics 365, Dynamics CRM, D365, Dynamics AX, Dynamics NAV
Workday | Workday HCM, Workday Financials
ServiceNow Development | ServiceNow developer, Glide scripting
SharePoint | SharePoint Online, SharePoint administration, Share Point
Power Apps | PowerApps, Power Platform
Power Automate | Microsoft Flow, Power Automate flows
Robotic Process Automation | RPA, UiPath, Automation Anywhere, Blue Prism
Business Intelligence | BI, BI reporting, BI developer
Database Administration | DBA, database administrator, database administration skills
Technical Writing | technical documentation, API documentation, technical writer
IT Project Management | technical project management, IT project manager
Product Management | product manager, product owner, roadmaps, product roadmap
IT Asset Management | ITAM, asset tracking IT, hardware inventory
Regular Expressions | regex, RegEx
Web Scraping | scraping, Beautiful Soup, Scrapy
Linux Shell | command line, CLI, Linux terminal
Visual Studio | Visual Studio IDE, VS Code, Visual Studio Code, VSCode
Webpack | Vite, bundlers, Webpack bundler
AWS Certified Solutions Architect | AWS Solutions Architect, AWS SAA
Azure Administrator | AZ-104, Azure admin
Microsoft Certified | MCSE, MCSA, Microsoft certification
`,
};
